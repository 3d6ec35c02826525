import type { TitleOrder } from '@pardeh/contract';

export type ListingType = 'all' | 'movie' | 'series';

/** The listing as the URL describes it; anything missing or malformed reads as its default. */
export interface ListingFilters {
  q: string;
  orderBy: TitleOrder;
  type: ListingType;
  isDubbed: boolean;
  genre: string | null;
  yearFrom: number | null;
  yearTo: number | null;
  page: number;
  /** The text only as typed: no other keyboard layout, phonetic or typo matches (`as_typed=1`). */
  asTyped?: boolean;
}

/** A listing with nothing chosen: the most-voted titles of every type. */
export const defaultListingFilters: ListingFilters = {
  q: '',
  orderBy: 'votes',
  type: 'all',
  isDubbed: false,
  genre: null,
  yearFrom: null,
  yearTo: null,
  page: 1,
};

/** The parameters of `GET /api/titles/search` for this listing (`resource=titles` makes it a listing). */
export function listingApiQuery(filters: ListingFilters, perPage: number) {
  return {
    resource: 'titles',
    q: filters.q || null,
    order_by: filters.orderBy,
    type: filters.type,
    is_dubbed: filters.isDubbed ? 1 : null,
    genre: filters.genre,
    year_from: filters.yearFrom,
    year_to: filters.yearTo,
    page: filters.page,
    per_page: perPage,
    ...(filters.asTyped ? { as_typed: 1 } : {}),
  };
}
