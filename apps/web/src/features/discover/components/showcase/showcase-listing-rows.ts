import type { HomeRowFilters } from '@pardeh/contract';
import { defaultListingFilters, type ListingFilters } from '../../lib/listing-filters.ts';
import { showcaseMessages } from '../../messages/showcase.ts';

export interface ShowcaseListingRow {
  title: string;
  /** The full listing the row previews; «مشاهده همه» leads there. */
  path: string;
  /** What that listing's URL reads as, so row and listing share one cached answer. */
  filters: ListingFilters;
}

/**
 * The home page's first row, «تازه‌ها», fixed on its first screen: the server embeds its answer in
 * the page (`homeFirstScreenApiPaths` in the contract). The rows after it are the operator's.
 */
export const firstShowcaseRow: ShowcaseListingRow = {
  title: showcaseMessages.rows.newest,
  path: '/?order_by=newest',
  filters: { ...defaultListingFilters, orderBy: 'newest' },
};

/**
 * An operator's listing row (`GET /api/home/rows`) as the page shows it. The filters are mapped
 * here rather than parsed from a URL, because the URL parser needs the contract's zod schemas,
 * which the home page does not load; a unit test checks that each `path` reads back as its
 * `filters`.
 */
export function showcaseListingRow(title: string, filters: HomeRowFilters): ShowcaseListingRow {
  const listing: ListingFilters = {
    ...defaultListingFilters,
    orderBy: filters.order_by ?? defaultListingFilters.orderBy,
    type: filters.type ?? defaultListingFilters.type,
    isDubbed: filters.is_dubbed ?? false,
    genre: filters.genre ?? null,
    yearFrom: filters.year_from ?? null,
    yearTo: filters.year_to ?? null,
  };
  return { title, path: listingPath(listing), filters: listing };
}

/**
 * The listing's address with only what differs from the defaults (`/?is_dubbed=1`), in the
 * listing page's parameter order; the sort stays when nothing else would, since `/` alone is the
 * showcase.
 */
function listingPath(filters: ListingFilters): string {
  const params = new URLSearchParams();
  const setIf = (name: string, value: string | null, fallback: string | null) => {
    if (value !== null && value !== fallback) params.set(name, value);
  };
  setIf('order_by', filters.orderBy, defaultListingFilters.orderBy);
  setIf('type', filters.type, defaultListingFilters.type);
  setIf('is_dubbed', filters.isDubbed ? '1' : null, null);
  setIf('genre', filters.genre, null);
  setIf('year_from', filters.yearFrom === null ? null : String(filters.yearFrom), null);
  setIf('year_to', filters.yearTo === null ? null : String(filters.yearTo), null);
  if (params.toString() === '') params.set('order_by', filters.orderBy);
  return `/?${params}`;
}
