/**
 * The query parameters that turn the home page into the full listing (`/?type=movie…`). Kept apart
 * from the zod-based reading of their values, so the home page can decide without loading zod.
 */
export const listingParamNames = [
  'q',
  'order_by',
  'type',
  'is_dubbed',
  'genre',
  'year_from',
  'year_to',
  'page',
] as const;

export const hasListingFilters = (params: URLSearchParams): boolean =>
  listingParamNames.some((name) => params.has(name));
