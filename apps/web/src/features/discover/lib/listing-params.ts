import { type TitleOrder, titleListingFiltersSchema, titleOrders } from '@pardeh/contract';
import { defaultListingFilters, type ListingFilters, type ListingType } from './listing-filters.ts';

/*
 * Reading and writing listing URLs goes through the contract's zod schemas, so this module is
 * only for the listing page itself; the home page's rows use listing-filters.ts, which needs no zod.
 */
const shape = titleListingFiltersSchema.shape;

/** One parameter through the contract's own schema, so the web reads exactly what the API accepts. */
function readParam(params: URLSearchParams, name: keyof typeof shape): unknown {
  const raw = params.get(name);
  if (raw === null || raw === '') return undefined;
  const parsed = shape[name].safeParse(raw);
  return parsed.success ? parsed.data : undefined;
}

const asNumber = (value: unknown): number | null => (typeof value === 'number' ? value : null);

export function readListingFilters(params: URLSearchParams): ListingFilters {
  const yearFrom = asNumber(readParam(params, 'year_from'));
  const yearTo = asNumber(readParam(params, 'year_to'));
  const yearsInOrder = yearFrom === null || yearTo === null || yearFrom <= yearTo;
  const genre = readParam(params, 'genre');
  return {
    q: (params.get('q') ?? '').trim(),
    orderBy: (readParam(params, 'order_by') as TitleOrder | undefined) ?? defaultListingFilters.orderBy,
    type: (readParam(params, 'type') as ListingType | undefined) ?? defaultListingFilters.type,
    isDubbed: readParam(params, 'is_dubbed') === true,
    genre: typeof genre === 'string' ? genre : null,
    yearFrom,
    yearTo: yearsInOrder ? yearTo : null,
    page: asNumber(readParam(params, 'page')) ?? defaultListingFilters.page,
    ...(params.get('as_typed') === '1' ? { asTyped: true } : {}),
  };
}

/**
 * The URL after one control changed. Every change but the page's goes back to page 1; values at
 * their default leave the URL (sort and type stay, so the link still says what it lists);
 * parameters that are not the listing's are kept.
 */
export function writeListingFilters(
  params: URLSearchParams,
  change: Partial<ListingFilters>,
): URLSearchParams {
  const current = readListingFilters(params);
  // A new text is searched forgivingly again.
  const next = {
    ...current,
    page: 1,
    asTyped: change.q === undefined && current.asTyped === true,
    ...change,
  };
  const result = new URLSearchParams(params);
  const set = (name: string, value: string | null) => {
    if (value === null || value === '') result.delete(name);
    else result.set(name, value);
  };
  set('q', next.q.trim() || null);
  set('order_by', next.orderBy);
  set('type', next.type);
  set('is_dubbed', next.isDubbed ? '1' : null);
  set('genre', next.genre);
  set('year_from', next.yearFrom === null ? null : String(next.yearFrom));
  set('year_to', next.yearTo === null ? null : String(next.yearTo));
  set('page', next.page > 1 ? String(next.page) : null);
  set('as_typed', next.asTyped ? '1' : null);
  return result;
}

export const isTitleOrder = (value: string): value is TitleOrder =>
  (titleOrders as readonly string[]).includes(value);
