import type { PaginationMeta, TitleResult, TitleSearchQuery } from '@pardeh/contract';
import type { DatabaseHandle } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import { pageMeta } from '../../http/page-meta.ts';
import { messages } from '../../messages.ts';
import { resolveGenreId } from '../genres/genres-db.ts';
import { presentTitleResult } from '../presenters/title-presenter.ts';
import { searchForgivingly } from '../search/forgiving-search.ts';
import { findTitleListingPage, type TitleListing } from './title-listing-db.ts';

/**
 * The home page's and /tv's full listing: filters, order, one page, and the page metadata. A text
 * that finds nothing is searched as the dropdown searches it (forgiving-search.ts), so the full
 * results list what the dropdown showed.
 */
export async function listTitles(
  database: DatabaseHandle,
  query: TitleSearchQuery,
): Promise<{ data: TitleResult[]; meta: PaginationMeta; correctedQuery?: string }> {
  let genreId: number | undefined;
  if (query.genre !== undefined) {
    const resolved = await resolveGenreId(database, query.genre);
    if (resolved === null) {
      throw new HttpError(422, messages.invalidParameter('genre'), { genre: [messages.unknownGenre] });
    }
    genreId = resolved;
  }
  const listing: Omit<TitleListing, 'text'> = {
    orderBy: query.order_by ?? 'votes',
    type: query.type ?? 'all',
    isDubbed: query.is_dubbed,
    genreId,
    yearFrom: query.year_from,
    yearTo: query.year_to,
    page: query.page ?? 1,
    perPage: query.per_page ?? 20,
  };
  const { found, correctedQuery } = await searchForgivingly(
    database,
    { rawQuery: query.q ?? query.query, asTyped: query.as_typed ?? false },
    {
      typed: (text) =>
        findTitleListingPage(database, { ...listing, text: text ? { typed: text } : undefined }),
      forgiving: (forgiving) => findTitleListingPage(database, { ...listing, text: { forgiving } }),
      isEmpty: (page) => page.total === 0,
    },
  );
  const page = {
    data: found.rows.map(presentTitleResult),
    meta: pageMeta(listing.page, listing.perPage, found.total),
  };
  return correctedQuery === undefined ? page : { ...page, correctedQuery };
}
