import type { PaginationMeta, TitleResult, TitleSearchQuery } from '@pardeh/contract';
import type { DatabaseHandle } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import { pageMeta } from '../../http/page-meta.ts';
import { messages } from '../../messages.ts';
import { resolveGenreId } from '../genres/genres-db.ts';
import { presentTitleResult } from '../presenters/title-presenter.ts';
import { correctTypos } from '../search/correct-typos.ts';
import { searchForgivingly } from '../search/forgiving-search.ts';
import { prepareSearchQuery } from '../search/search-query.ts';
import { findTitleListingPage, type TitleListing } from './title-listing-db.ts';

/** Fewer results than this (but some) for a text on its first page, and a correction that finds more is offered. */
const FEW_RESULTS = 3;

/**
 * The home page's and /tv's full listing: filters, order, one page, and the page metadata. A text
 * that finds nothing is searched as the dropdown searches it (forgiving-search.ts), so the full
 * results list what the dropdown showed; one that finds little is offered a typo correction that
 * finds more («منظورتان … بود؟»). A kids' profile's `maturityAge` filters every step, so neither a
 * correction nor a suggestion is offered unless it finds titles for its age.
 */
export async function listTitles(
  database: DatabaseHandle,
  query: TitleSearchQuery,
  maturityAge: number | null,
): Promise<{ data: TitleResult[]; meta: PaginationMeta; correctedQuery?: string; suggestedQuery?: string }> {
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
    maturityAge,
  };
  const rawQuery = query.q ?? query.query;
  const typed = (text: string | undefined) =>
    findTitleListingPage(database, { ...listing, text: text ? { typed: text } : undefined });
  const { found, correctedQuery } = await searchForgivingly(
    database,
    { rawQuery, asTyped: query.as_typed ?? false },
    {
      typed,
      forgiving: (forgiving) => findTitleListingPage(database, { ...listing, text: { forgiving } }),
      isEmpty: (page) => page.total === 0,
      typos: true,
    },
  );
  const page = {
    data: found.rows.map(presentTitleResult),
    meta: pageMeta(listing.page, listing.perPage, found.total),
  };
  if (correctedQuery !== undefined) return { ...page, correctedQuery };
  const suggestedQuery =
    listing.page === 1 && found.total > 0 && found.total < FEW_RESULTS && !query.as_typed
      ? await suggestCorrection(database, rawQuery, found.total, typed)
      : null;
  return suggestedQuery ? { ...page, suggestedQuery } : page;
}

/** The text with its typos corrected, when that finds more titles than `total`, else null. */
async function suggestCorrection(
  database: DatabaseHandle,
  rawQuery: string | undefined,
  total: number,
  typed: (text: string) => Promise<{ total: number }>,
): Promise<string | null> {
  const query = prepareSearchQuery(rawQuery);
  const corrected = query ? await correctTypos(database, query) : null;
  if (!corrected || corrected === query) return null;
  return (await typed(corrected)).total > total ? corrected : null;
}
