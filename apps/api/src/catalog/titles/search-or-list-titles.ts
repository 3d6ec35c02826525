import type { PaginationMeta, TitleResult, TitleSearchQuery } from '@pardeh/contract';
import type { DatabaseHandle } from '../../db/client.ts';
import { findImdbId, prepareSearchQuery } from '../search/search-query.ts';
import { searchTitlesForgivingly } from '../search/search-titles.ts';
import { listTitles } from './list-titles.ts';

const listingParameters = [
  'resource',
  'order_by',
  'type',
  'q',
  'is_dubbed',
  'genre',
  'year_from',
  'year_to',
  'page',
  'per_page',
] as const;

/** `resource` or any listing filter turns the dropdown search into the paginated listing. */
const isListingRequest = (query: TitleSearchQuery) =>
  listingParameters.some((name) => query[name] !== undefined);

/** A key naming the answer, from the normalized parameters, so equivalent requests share it. */
export function titleSearchCacheKey(query: TitleSearchQuery): string {
  if (!isListingRequest(query)) {
    const asTyped = query.as_typed ? 'as-typed:' : '';
    return `titles/search:${asTyped}${findImdbId(query.query) ?? prepareSearchQuery(query.query) ?? ''}`;
  }
  const { query: text, q, ...filters } = query;
  return `titles/listing:${JSON.stringify({ ...filters, text: prepareSearchQuery(q ?? text) })}`;
}

/** `GET /api/titles/search`: the dropdown's best matches, or one page of the full listing. */
export async function searchOrListTitles(
  database: DatabaseHandle,
  query: TitleSearchQuery,
  maturityAge: number | null,
): Promise<{ data: TitleResult[]; meta?: PaginationMeta; correctedQuery?: string }> {
  if (isListingRequest(query)) return listTitles(database, query, maturityAge);
  return searchTitlesForgivingly(database, query.query, query.as_typed ?? false, maturityAge);
}
