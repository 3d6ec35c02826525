import type { PaginationMeta, TitleResult } from '@pardeh/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, embeddedResponse } from '../../../lib/api-client.ts';
import { type ListingFilters, listingApiQuery } from '../lib/listing-filters.ts';

export interface TitleListingPage {
  data: TitleResult[];
  meta: PaginationMeta;
  /** The text searched instead of `q`: typed with the other keyboard layout, or its typos corrected. */
  correctedQuery?: string;
  /** A correction of `q` that finds more, when `q` found little. */
  suggestedQuery?: string;
}

export const LISTING_PAGE_SIZE = 24;

const LISTING_PATH = '/api/titles/search';

/** `GET /api/titles/search?resource=titles&…`: one page of the filtered, ordered listing. */
export const getTitleListing = (filters: ListingFilters, signal?: AbortSignal) =>
  apiRequest<TitleListingPage>(LISTING_PATH, { query: listingApiQuery(filters, LISTING_PAGE_SIZE), signal });

export const titleListingQueryOptions = (filters: ListingFilters) =>
  queryOptions({
    queryKey: ['titles', 'listing', filters],
    queryFn: ({ signal }) => getTitleListing(filters, signal),
    initialData: () =>
      embeddedResponse<TitleListingPage>(LISTING_PATH, listingApiQuery(filters, LISTING_PAGE_SIZE)),
  });

/** The previous page stays on screen (dimmed) while the next one loads, so the grid never collapses. */
export const useTitleListing = (filters: ListingFilters) =>
  useQuery({ ...titleListingQueryOptions(filters), placeholderData: keepPreviousData });
