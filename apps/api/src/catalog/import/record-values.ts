/** `existing` with each unknown value taken from `incoming`: known stored values are never replaced. */
export function fillEmpty<Row extends object>(existing: Row, incoming: Row): Row {
  const row = { ...existing };
  for (const key of Object.keys(incoming) as Array<keyof Row>) {
    if (!isKnown(row[key])) row[key] = incoming[key];
  }
  return row;
}

/** Whether a value carries information: unknown values never replace known ones. */
export function isKnown(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'number') return Number.isFinite(value);
  return true;
}

export function chunk<T>(items: T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let index = 0; index < items.length; index += size) chunks.push(items.slice(index, index + size));
  return chunks;
}
