import type { TitleOrder } from '@pardeh/contract';
import type { DatabaseHandle } from '../../db/client.ts';
import { forgivingMatchSql } from '../search/search-db.ts';
import {
  type ForgivingQuery,
  matchRankPatterns,
  matchRankSql,
  prepareSearchQuery,
  searchPatterns,
} from '../search/search-query.ts';
import { TITLE_CARD_COLUMNS, type TitleCardRow } from './title-card-sql.ts';

export interface TitleListing {
  orderBy: TitleOrder;
  type: 'all' | 'movie' | 'series';
  /** The text as typed, or a forgiving query (its matches ranked by similarity). */
  text?: { typed: string } | { forgiving: ForgivingQuery } | undefined;
  isDubbed?: boolean | undefined;
  genreId?: number | undefined;
  yearFrom?: number | undefined;
  yearTo?: number | undefined;
  page: number;
  perPage: number;
  /** A kids' profile's limit: only titles rated for this age or younger (null: every title). */
  maturityAge: number | null;
}

// Fixed SQL for each order the client may ask for; the id breaks ties so pages never overlap.
const orderSql: Record<TitleOrder, string> = {
  votes: 't.imdb_votes DESC NULLS LAST, t.id',
  rating: 't.imdb_rating DESC NULLS LAST, t.imdb_votes DESC NULLS LAST, t.id',
  year: 't.year DESC NULLS LAST, t.id',
  newest: 't.created_at DESC, t.id DESC',
  title: 't.title_en, t.id',
};

/**
 * One page of titles matching the listing filters. Conditions are fixed SQL with numbered
 * parameters; only their selection depends on the request. With a text, matches are ranked as in
 * the dropdown (a name equal to it, a name starting with it, a word starting with it, then inside
 * a word) and the order sorts each rank: by votes, the dropdown's own ranking.
 */
export async function findTitleListingPage(
  database: DatabaseHandle,
  listing: TitleListing,
): Promise<{ rows: TitleCardRow[]; total: number }> {
  const conditions: string[] = [];
  const params: unknown[] = [];
  const where = (sql: (placeholder: string) => string, value: unknown) => {
    params.push(value);
    conditions.push(sql(`$${params.length}`));
  };
  if (listing.maturityAge !== null) where((p) => `t.maturity_age <= ${p}`, listing.maturityAge);
  if (listing.type !== 'all') where((p) => `t.type = ${p}`, listing.type);
  if (listing.isDubbed !== undefined) where((p) => `t.is_dubbed = ${p}`, listing.isDubbed);
  if (listing.yearFrom !== undefined) where((p) => `t.year >= ${p}`, listing.yearFrom);
  if (listing.yearTo !== undefined) where((p) => `t.year <= ${p}`, listing.yearTo);
  if (listing.genreId !== undefined) {
    where(
      (p) => `EXISTS (SELECT 1 FROM title_genres tg WHERE tg.title_id = t.id AND tg.genre_id = ${p})`,
      listing.genreId,
    );
  }
  // search_text and the query share one normalization (case folded), so LIKE is the exact match.
  const text = listing.text && 'typed' in listing.text ? prepareSearchQuery(listing.text.typed) : null;
  if (text) where((p) => `t.search_text LIKE ${p}`, searchPatterns(text).contains);
  const forgiving = listing.text && 'forgiving' in listing.text ? listing.text.forgiving : null;
  let rankSql = '';
  let rankParams: string[] = [];
  if (text) {
    rankParams = matchRankPatterns(text);
    rankSql = `${matchRankSql('t.search_text', params.length + 1)}, `;
  }
  if (forgiving) {
    // The condition's parameters join the filters'; the rank's follow them all.
    const match = forgivingMatchSql('t', forgiving, params.length + 1);
    params.push(...match.parameters);
    conditions.push(match.where);
    rankParams = match.rankParameters;
    rankSql = `${match.order}, `;
  }

  const whereSql = conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '';
  const pageParameter = params.length + rankParams.length + 1;
  const [rows, [count]] = await Promise.all([
    database.sql.query<TitleCardRow>(
      `SELECT ${TITLE_CARD_COLUMNS} FROM titles t ${whereSql}
       ORDER BY ${rankSql}${orderSql[listing.orderBy]}
       LIMIT $${pageParameter} OFFSET $${pageParameter + 1}`,
      [...params, ...rankParams, listing.perPage, (listing.page - 1) * listing.perPage],
    ),
    database.sql.query<{ total: number }>(`SELECT count(*)::int AS total FROM titles t ${whereSql}`, params),
  ]);
  return { rows, total: count?.total ?? 0 };
}
