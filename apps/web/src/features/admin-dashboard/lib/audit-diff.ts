import { toPersianDigits } from '../../../lib/persian.ts';

/** One changed field of an audit entry: its value before and after (undefined: not there). */
export interface AuditFieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The fields an audit entry changed, in a stable order: a field in both `before` and `after`
 * with the same value is left out (the change did not touch it). A create has no `before`, a
 * delete no `after`; a value that is not an object counts as one field named `''`.
 */
export function auditChanges(before: unknown, after: unknown): AuditFieldChange[] {
  const from = isRecord(before) ? before : before == null ? {} : { '': before };
  const to = isRecord(after) ? after : after == null ? {} : { '': after };
  const fields = [...new Set([...Object.keys(from), ...Object.keys(to)])];
  return fields
    .map((field) => ({ field, before: from[field], after: to[field] }))
    .filter((change) => JSON.stringify(change.before) !== JSON.stringify(change.after));
}

/** A value as the log shows it: text as is, numbers in Persian digits, lists joined, anything else as compact JSON. */
export interface AuditWords {
  empty: string;
  yes: string;
  no: string;
}

export function auditValueText(value: unknown, words: AuditWords): string {
  if (value === null || value === undefined || value === '') return words.empty;
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return toPersianDigits(String(value));
  if (typeof value === 'boolean') return value ? words.yes : words.no;
  if (Array.isArray(value) && value.every((item) => typeof item !== 'object' || item === null))
    return value.map((item) => auditValueText(item, words)).join('، ');
  return JSON.stringify(value);
}
