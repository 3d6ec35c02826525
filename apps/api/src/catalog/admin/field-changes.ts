/**
 * What an operator's edit changes: the sent fields whose value differs from the stored one, with
 * both values (the update, and the audit entry's before and after). A field sent unchanged is no
 * change: it is neither written nor locked, so a form may send all its fields.
 */
export function changedFields<
  Field extends string,
  Current extends Record<Field, unknown>,
  Patch extends Partial<Record<Field, unknown>>,
>(current: Current, patch: Patch, fields: readonly Field[]) {
  const before: Partial<Pick<Current, Field>> = {};
  const after: Partial<Pick<Patch, Field>> = {};
  const changed: Field[] = [];
  for (const field of fields) {
    const value = patch[field];
    if (value === undefined || JSON.stringify(value) === JSON.stringify(current[field])) continue;
    before[field] = current[field];
    after[field] = value as Patch[Field];
    changed.push(field);
  }
  return { fields: changed, before, after };
}

/**
 * The locked fields after an edit: every changed field joins the set, the ones the operator
 * unlocked leave it (unless this very edit changed them), sorted so equal sets compare equal.
 */
export function nextLocks(
  current: readonly string[],
  changed: readonly string[],
  unlock: readonly string[] = [],
): string[] {
  const locks = new Set(current);
  for (const field of unlock) locks.delete(field);
  for (const field of changed) locks.add(field);
  return [...locks].sort();
}

export const sameLocks = (a: readonly string[], b: readonly string[]) =>
  JSON.stringify([...a].sort()) === JSON.stringify([...b].sort());
