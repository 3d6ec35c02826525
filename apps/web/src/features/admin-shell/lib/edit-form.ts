import { latinDigits } from '../../../lib/form-input.ts';

/**
 * How one field of a console edit form is held while typed and sent: `text` and `date` as the
 * input's string (empty clears it), `int` as typed digits (Persian digits read as Latin), `flag`
 * as a switch, `ids` as a picked set.
 */
export type FieldKind = 'text' | 'date' | 'int' | 'flag' | 'ids';

export type FormValue = string | boolean | number[];
export type FormValues<Field extends string> = Record<Field, FormValue>;

/** The form's value of a field as the API gave it. */
export function toFormValue(kind: FieldKind, value: unknown): FormValue {
  if (kind === 'flag') return value === true;
  if (kind === 'ids') return Array.isArray(value) ? [...(value as number[])] : [];
  return value === null || value === undefined ? '' : String(value);
}

/** What a field's form value sends: empty clears it (null); digits that are no number send NaN, which the schema reports. */
export function toWireValue(kind: FieldKind, value: FormValue): unknown {
  if (kind === 'flag' || kind === 'ids') return value;
  const text = String(value);
  if (kind === 'int') {
    const digits = latinDigits(text).trim();
    if (!digits) return null;
    return /^-?\d+$/.test(digits) ? Number(digits) : Number.NaN;
  }
  if (kind === 'date') return text.trim() ? latinDigits(text).trim() : null;
  return text;
}

/** Whether the operator changed a field: spaces around a text and the order of picked ids do not count. */
function sameValue(kind: FieldKind, a: FormValue, b: FormValue): boolean {
  if (kind === 'ids') {
    const sorted = (ids: FormValue) => [...(ids as number[])].sort((x, y) => x - y).join(',');
    return sorted(a) === sorted(b);
  }
  if (kind === 'flag') return a === b;
  if (kind === 'int') return latinDigits(String(a)).trim() === latinDigits(String(b)).trim();
  return String(a).trim() === String(b).trim();
}

/** The form's starting values from the record the API answered. */
export function formValuesOf<Field extends string>(
  kinds: Record<Field, FieldKind>,
  record: Record<NoInfer<Field>, unknown>,
): FormValues<Field> {
  const values = {} as FormValues<Field>;
  for (const field of Object.keys(kinds) as Field[]) values[field] = toFormValue(kinds[field], record[field]);
  return values;
}

/** Only the fields the operator changed, as the API takes them: a PATCH locks every field it names. */
export function changedFields<Field extends string>(
  kinds: Record<Field, FieldKind>,
  initial: FormValues<Field>,
  current: FormValues<Field>,
): Partial<Record<Field, unknown>> {
  const changes: Partial<Record<Field, unknown>> = {};
  for (const field of Object.keys(kinds) as Field[]) {
    if (!sameValue(kinds[field], initial[field], current[field])) {
      changes[field] = toWireValue(kinds[field], current[field]);
    }
  }
  return changes;
}

/**
 * The PATCH body of an edit form: the changed fields, the fields to unlock and anything fixed (the
 * version read); `null` when nothing changed and nothing is to be unlocked (nothing to send). The
 * form checks it with the API's own schema (the same rules and Persian sentences) before sending.
 */
export function patchBody<Field extends string>(
  kinds: Record<Field, FieldKind>,
  initial: FormValues<Field>,
  current: FormValues<Field>,
  extra: { unlock?: string[]; fixed?: Record<string, unknown> } = {},
): Record<string, unknown> | null {
  const changes = changedFields(kinds, initial, current);
  const unlock = extra.unlock?.length ? extra.unlock : undefined;
  if (Object.keys(changes).length === 0 && !unlock) return null;
  return { ...extra.fixed, ...changes, ...(unlock ? { unlock } : {}) };
}
