import { showcaseMessages } from '../../../../messages/showcase.ts';
import { defaultListingFilters, type ListingFilters } from '../../lib/listing-filters.ts';

export interface ShowcaseListingRow {
  title: string;
  /** The full listing the row previews; «مشاهده همه» leads there. */
  path: string;
  /** What that listing's URL reads as, so row and listing share one cached answer. */
  filters: ListingFilters;
}

const text = showcaseMessages.rows;

/**
 * The home page's listing rows. Their filters are spelled out rather than parsed from `path`,
 * because the URL parser needs the contract's zod schemas, which the home page does not load;
 * a unit test checks that each `path` reads back as its `filters`.
 */
export const showcaseListingRows: readonly ShowcaseListingRow[] = [
  { title: text.newest, path: '/?order_by=newest', filters: { ...defaultListingFilters, orderBy: 'newest' } },
  { title: text.rating, path: '/?order_by=rating', filters: { ...defaultListingFilters, orderBy: 'rating' } },
  { title: text.dubbed, path: '/?is_dubbed=1', filters: { ...defaultListingFilters, isDubbed: true } },
];
