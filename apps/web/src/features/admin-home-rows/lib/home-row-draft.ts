import {
  type AdminHomeRow,
  type HomeRowFilters,
  type HomeRowInput,
  type HomeRowKind,
  setHomeRowsBodySchema,
} from '@pardeh/contract';
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

/** Each row's first problem, by row key and field (`titleFa`, `collectionId`, `year_to`, `kind`…); `''` for the list. */
export type HomeRowErrors = Record<string, Record<string, string>>;

/**
 * The rows checked with the API's own schema: the body to send, or the problems under the rows
 * they belong to. Also reads a server 422's `errors`, whose keys are paths such as `rows.2.titleFa`.
 */
export function checkHomeRows(
  drafts: readonly HomeRowDraft[],
): { ok: true; rows: HomeRowInput[] } | { ok: false; errors: HomeRowErrors } {
  const rows = drafts.map(inputOf);
  const parsed = setHomeRowsBodySchema.safeParse({ rows });
  if (parsed.success) return { ok: true, rows };
  const errors = rowErrorsOf(drafts, parsed.error.issues);
  // A collection row with none picked: say so, rather than the schema's "invalid id".
  for (const draft of drafts) {
    if (draft.kind === 'collection' && draft.collectionId === null) {
      errors[draft.key] = {
        ...errors[draft.key],
        collectionId: adminHomeRowsMessages.homeRows.pickCollection,
      };
    }
  }
  return { ok: false, errors };
}

export function rowErrorsOf(
  drafts: readonly HomeRowDraft[],
  issues: ReadonlyArray<{ path: readonly PropertyKey[]; message: string }>,
): HomeRowErrors {
  const errors: HomeRowErrors = {};
  for (const issue of issues) {
    const [first, index, ...rest] = issue.path;
    const draft = first === 'rows' && typeof index === 'number' ? drafts[index] : undefined;
    const rowKey = draft?.key ?? '';
    // A filter's problem shows under the filter (`filters.year_to` → `year_to`).
    const field = draft ? String(rest.filter((part) => part !== 'filters')[0] ?? 'kind') : '';
    errors[rowKey] ??= {};
    errors[rowKey][field] ??= issue.message;
  }
  return errors;
}

/** A server 422's `errors` (`{ "rows.2.titleFa": [...] }`) as row problems. */
export const serverRowErrors = (
  drafts: readonly HomeRowDraft[],
  errors: Record<string, string[]>,
): HomeRowErrors =>
  rowErrorsOf(
    drafts,
    Object.entries(errors).flatMap(([path, messages]) =>
      messages.map((message) => ({
        path: path.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part)),
        message,
      })),
    ),
  );
