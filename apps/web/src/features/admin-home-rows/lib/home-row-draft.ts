import type { AdminHomeRow, HomeRowFilters, HomeRowInput, HomeRowKind } from '@pardeh/contract';
import { adminHomeRowsMessages } from '../messages.ts';

/**
 * A home row while the operator edits the list: what will be sent, plus a key that survives
 * reordering (the stored id, or a fresh one for a new row). Listing filters are kept as typed
 * (years as text) and read when the list is checked.
 */
export type HomeRowDraft = { key: string } & (
  | { kind: 'listing'; titleFa: string; filters: ListingFiltersDraft }
  | { kind: 'collection'; collectionId: number | null }
  | { kind: 'coming-soon' }
  | { kind: 'continue-watching' }
);

export interface ListingFiltersDraft {
  order_by: string;
  type: string;
  genre: string;
  is_dubbed: boolean;
  year_from: string;
  year_to: string;
}

let newRowCount = 0;
const newKey = () => `new-${++newRowCount}`;

const filtersDraft = (filters: HomeRowFilters): ListingFiltersDraft => ({
  order_by: filters.order_by ?? '',
  type: filters.type ?? '',
  genre: filters.genre ?? '',
  is_dubbed: filters.is_dubbed ?? false,
  year_from: filters.year_from ? String(filters.year_from) : '',
  year_to: filters.year_to ? String(filters.year_to) : '',
});

/** The stored rows as drafts. */
export function draftsOf(rows: readonly AdminHomeRow[]): HomeRowDraft[] {
  return rows.map((row): HomeRowDraft => {
    const key = `row-${row.id}`;
    if (row.kind === 'listing')
      return { key, kind: 'listing', titleFa: row.titleFa, filters: filtersDraft(row.filters) };
    if (row.kind === 'collection') return { key, kind: 'collection', collectionId: row.collectionId };
    return { key, kind: row.kind };
  });
}

/** A new, empty row of a kind. */
export function newDraft(kind: HomeRowKind): HomeRowDraft {
  const key = newKey();
  if (kind === 'listing') return { key, kind, titleFa: '', filters: filtersDraft({}) };
  if (kind === 'collection') return { key, kind, collectionId: null };
  return { key, kind };
}

/** A typed year: digits as a number (Persian digits too), anything else NaN (which the schema reports). */
function yearOf(text: string): number | undefined {
  const digits = text.replace(/[۰-۹]/g, (digit) => String(digit.charCodeAt(0) - 0x6f0)).trim();
  if (!digits) return undefined;
  return /^\d+$/.test(digits) ? Number(digits) : Number.NaN;
}

/** A row as `PUT /api/admin/home-rows` takes it: empty filters left out. */
export function inputOf(draft: HomeRowDraft): HomeRowInput {
  if (draft.kind === 'listing') {
    const { filters } = draft;
    const sent: Record<string, unknown> = {
      order_by: filters.order_by || undefined,
      type: filters.type || undefined,
      genre: filters.genre || undefined,
      is_dubbed: filters.is_dubbed || undefined,
      year_from: yearOf(filters.year_from),
      year_to: yearOf(filters.year_to),
    };
    return {
      kind: 'listing',
      titleFa: draft.titleFa,
      filters: Object.fromEntries(
        Object.entries(sent).filter(([, value]) => value !== undefined),
      ) as HomeRowFilters,
    };
  }
  // A collection row with none picked yet sends 0, which the schema reports as an invalid id.
  if (draft.kind === 'collection') return { kind: 'collection', collectionId: draft.collectionId ?? 0 };
  return { kind: draft.kind };
}

/** The body of `PUT /api/admin/home-rows` (checked with its contract schema) from the drafts. */
export const homeRowsBody = (drafts: readonly HomeRowDraft[]) => ({ rows: drafts.map(inputOf) });

/**
 * A row's problems by field (`titleFa`, `collectionId`, `year_to`, `kind`…), from the form's errors
 * under `rows.<index>` (the schema's or a server 422's `rows.2.filters.year_to`): a filter's
 * problem shows under the filter, one about the row itself under its kind.
 */
export function rowMessages(error: unknown, draft: HomeRowDraft): Record<string, string> {
  const messages: Record<string, string> = {};
  if (!error || typeof error !== 'object') return messages;
  const add = (field: string, part: unknown) => {
    const message = (part as { message?: unknown } | undefined)?.message;
    if (typeof message === 'string') messages[field] ??= message;
  };
  add('kind', error);
  for (const [field, part] of Object.entries(error)) {
    if (field === 'filters' && part && typeof part === 'object') {
      for (const [filter, filterError] of Object.entries(part)) add(filter, filterError);
    } else add(field, part);
  }
  // A collection row with none picked: say so, rather than the schema's "invalid id".
  if (draft.kind === 'collection' && draft.collectionId === null && messages.collectionId) {
    messages.collectionId = adminHomeRowsMessages.homeRows.pickCollection;
  }
  return messages;
}
