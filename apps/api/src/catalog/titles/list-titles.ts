import type { PaginationMeta, TitleResult, TitleSearchQuery } from '@pardeh/contract';
import type { DatabaseHandle } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import { pageMeta } from '../../http/page-meta.ts';
import { messages } from '../../messages.ts';
import { resolveGenreId } from '../genres/genres-db.ts';
import { presentTitleResult } from '../presenters/title-presenter.ts';
import { findTitleListingPage, type TitleListing } from './title-listing-db.ts';

/** The home page's and /tv's full listing: filters, order, one page, and the page metadata. */
export async function listTitles(
  database: DatabaseHandle,
  query: TitleSearchQuery,
): Promise<{ data: TitleResult[]; meta: PaginationMeta }> {
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
  const { rows, total } = await findTitleListingPage(database, listing);
  return { data: rows.map(presentTitleResult), meta: pageMeta(listing.page, listing.perPage, total) };
}
