import type { TitleResult } from '@pardeh/contract';
import type { DatabaseHandle } from '../../db/client.ts';
import { presentTitleResult } from '../presenters/title-presenter.ts';
import type { TitleCardRow } from '../titles/title-card-sql.ts';
import { findTitleListingPage } from '../titles/title-listing-db.ts';
import { type SearchAnswer, searchListForgivingly } from './forgiving-search.ts';
import { findPopularMatches } from './popular-titles.ts';
import {
  findTitleCardsByIds,
  findTitleCardsByImdbId,
  findTitleCardsForgiving,
  findTitlesContaining,
  findTitlesStartingWith,
} from './search-db.ts';
import {
  findImdbId,
  matchRank,
  prepareSearchQuery,
  rankCandidates,
  type SearchCandidate,
  searchPatterns,
} from './search-query.ts';
import { type CandidateWithCard, findWordStartMatches } from './word-start-matches.ts';

/** The dropdown shows 6; answering 10 lets it say there are more. */
export const DROPDOWN_LIMIT = 10;
// Every candidate set is bounded, so no query does unbounded work however common its text is.
// Word-start matches are ranked exactly unless there are too many (word-start-matches.ts).
// Matches inside words, found through the trigram index: when there are fewer than this, they
// are all of them.
const INDEXED_CANDIDATES = 1_000;
// When a set is larger (a common word or phrase), this many of its best-known titles are looked
// for among the most-voted titles (popular-titles.ts).
const POPULAR_CANDIDATES = 200;
// Names starting with the query, found by the btree of migration 0005 shortest first, so exact
// names are among them whatever their votes.
const PREFIX_CANDIDATES = 50;
// A trigram index narrows a query down only through a word of three or more characters ("v f",
// "l'a" match the trigrams of every word starting with v, f or l): inside-word matches of queries
// without one are looked for only among the most-voted titles.
const SELECTIVE_WORD = /[\p{L}\p{N}]{3}/u;

/**
 * The dropdown's titles: as typed, else with the other keyboard layout, else forgiving matches
 * (forgiving-search.ts), ranked by similarity, then votes. Only titles for a kids' profile's
 * `maturityAge` (null: every title).
 */
export function searchTitlesForgivingly(
  database: DatabaseHandle,
  rawQuery: string | undefined,
  asTyped: boolean,
  maturityAge: number | null,
): Promise<SearchAnswer<TitleResult>> {
  return searchListForgivingly(
    database,
    { rawQuery, asTyped },
    {
      typed: (text) =>
        maturityAge === null
          ? searchTitles(database, text)
          : searchSuitableTitles(database, text, maturityAge),
      forgiving: async (query) =>
        (await findTitleCardsForgiving(database, query, DROPDOWN_LIMIT, maturityAge)).map(presentTitleResult),
      typos: true,
    },
  );
}

/**
 * Title search for the dropdown, as typed: a pasted IMDb id or URL finds that title; otherwise titles whose
 * English, Persian, original title or an alias contain the query, ranked exact name, name prefix,
 * word prefix, substring, then by IMDb votes.
 *
 * `search_text` and the query are both case-folded by the one normalization already, so LIKE
 * (byte comparison, several times cheaper than ILIKE on Persian text) is the exact match.
 */
export async function searchTitles(
  database: DatabaseHandle,
  rawQuery: string | undefined,
): Promise<TitleResult[]> {
  const imdbId = findImdbId(rawQuery);
  if (imdbId) {
    const rows = await findTitleCardsByImdbId(database, imdbId, null);
    if (rows.length > 0) return rows.map(presentTitleResult);
  }
  const query = prepareSearchQuery(rawQuery);
  if (!query) return [];
  const candidates = await findCandidates(database, query);
  const ids = rankCandidates(candidates, query, DROPDOWN_LIMIT);
  return (await findTitleCards(database, ids, candidates)).map(presentTitleResult);
}

/**
 * searchTitles for a kids' profile: the same ranks (exact name, name start, word start, inside a
 * word, then votes) in one statement over the titles for its age. The candidate sets above bound
 * the work over the whole catalogue, but are chosen before any filter and would leave a child's
 * dropdown empty where suitable titles match further down.
 */
async function searchSuitableTitles(
  database: DatabaseHandle,
  rawQuery: string | undefined,
  maturityAge: number,
): Promise<TitleResult[]> {
  const imdbId = findImdbId(rawQuery);
  if (imdbId) {
    const rows = await findTitleCardsByImdbId(database, imdbId, maturityAge);
    if (rows.length > 0) return rows.map(presentTitleResult);
  }
  if (!prepareSearchQuery(rawQuery)) return [];
  const { rows } = await findTitleListingPage(database, {
    orderBy: 'votes',
    type: 'all',
    text: { typed: rawQuery ?? '' },
    page: 1,
    perPage: DROPDOWN_LIMIT,
    maturityAge,
  });
  return rows.map(presentTitleResult);
}

/**
 * The titles the top ten are among. Word-start matches (ranks 0–2) come first, ranked in their
 * index; when there are enough of them, matches inside a word (rank 3) cannot reach the dropdown
 * and the trigram index, slow for queries of common words, is not asked at all.
 */
async function findCandidates(
  database: DatabaseHandle,
  query: string,
): Promise<Array<SearchCandidate | CandidateWithCard>> {
  const wordMatches = await findWordStartMatches(database, query, DROPDOWN_LIMIT);
  if (!wordMatches) return findCommonPhraseCandidates(database, query);
  // A query longer than the stored word starts may match some of them only inside a word.
  const rankedAboveInsideWord = wordMatches.filter(
    (candidate) => matchRank(candidate.search_text, query) < 3,
  );
  if (rankedAboveInsideWord.length >= DROPDOWN_LIMIT) return wordMatches;
  return [...wordMatches, ...(await findInsideWordCandidates(database, query))];
}

/** Matches anywhere, inside words too: all of them when few, else the best-known ones. */
async function findInsideWordCandidates(database: DatabaseHandle, query: string): Promise<SearchCandidate[]> {
  const { contains } = searchPatterns(query);
  const indexed = SELECTIVE_WORD.test(query)
    ? await findTitlesContaining(database, contains, INDEXED_CANDIDATES)
    : null;
  if (indexed && indexed.length < INDEXED_CANDIDATES) return indexed;
  return [...(indexed ?? []), ...(await findPopularMatches(database, query, POPULAR_CANDIDATES))];
}

/**
 * A word or phrase so common that ranking every match would cost too much: names starting with it
 * (exact names first) and its matches among the most-voted titles.
 */
async function findCommonPhraseCandidates(
  database: DatabaseHandle,
  query: string,
): Promise<SearchCandidate[]> {
  const { startsWith } = searchPatterns(query);
  const [prefixed, popular] = await Promise.all([
    findTitlesStartingWith(database, startsWith, PREFIX_CANDIDATES),
    findPopularMatches(database, query, POPULAR_CANDIDATES),
  ]);
  return [...prefixed, ...popular];
}

/** Title cards by id, in the order given; only those the candidates came without are read. */
async function findTitleCards(
  database: DatabaseHandle,
  ids: number[],
  candidates: Array<SearchCandidate | CandidateWithCard>,
): Promise<TitleCardRow[]> {
  const byId = new Map(
    candidates.flatMap((candidate) => ('card' in candidate ? [[candidate.id, candidate.card]] : [])),
  );
  const missing = ids.filter((id) => !byId.has(id));
  if (missing.length > 0) {
    const rows = await findTitleCardsByIds(database, missing);
    for (const row of rows) byId.set(row.id, row);
  }
  return ids.flatMap((id) => byId.get(id) ?? []);
}
