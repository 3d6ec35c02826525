import type { TitleResult, TitleSearchQuery } from '@pardeh/contract';
import type { DatabaseHandle } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import { pageMeta } from '../../http/page-meta.ts';
import { messages } from '../../messages.ts';
import { resolveGenreId } from '../genres/genre-queries.ts';
import { presentTitleResult } from '../presenters/title-presenter.ts';
import { findImdbId, prepareSearchQuery } from '../search/search-query.ts';
import { searchTitles } from '../search/search-titles.ts';
import { listTitles, type TitleListing } from './list-titles.ts';

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
export const isListingRequest = (query: TitleSearchQuery) =>
  listingParameters.some((name) => query[name] !== undefined);

/** A key naming the answer, from the normalized parameters, so equivalent requests share it. */
export function titleSearchCacheKey(query: TitleSearchQuery): string {
  if (!isListingRequest(query)) {
    return `titles/search:${findImdbId(query.query) ?? prepareSearchQuery(query.query) ?? ''}`;
  }
  const { query: text, q, ...filters } = query;
  return `titles/listing:${JSON.stringify({ ...filters, text: prepareSearchQuery(q ?? text) })}`;
}

export function answerTitleDropdown(database: DatabaseHandle, query: TitleSearchQuery) {
  return searchTitles(database, query.query).then((data) => ({ data }));
}

/** The home page's and /tv's full listing: filters, order, one page, and the page metadata. */
export async function answerTitleListing(
  database: DatabaseHandle,
  query: TitleSearchQuery,
): Promise<{ data: TitleResult[]; meta: ReturnType<typeof pageMeta> }> {
  let genreId: number | undefined;
  if (query.genre !== undefined) {
    const resolved = await resolveGenreId(database, query.genre);
    if (resolved === null) {
      throw new HttpError(422, messages.invalidParameter('genre'), { genre: [messages.unknownGenre] });
    }
    genreId = resolved;
  }
  const listing: TitleListing = {
    orderBy: query.order_by ?? 'votes',
    type: query.type ?? 'all',
    text: query.q ?? query.query,
    isDubbed: query.is_dubbed,
    genreId,
    yearFrom: query.year_from,
    yearTo: query.year_to,
    page: query.page ?? 1,
    perPage: query.per_page ?? 20,
  };
  const { rows, total } = await listTitles(database, listing);
  return { data: rows.map(presentTitleResult), meta: pageMeta(listing.page, listing.perPage, total) };
}
