import type { DatabaseHandle } from '../../db/client.ts';
import { TITLE_CARD_COLUMNS, type TitleCardRow } from '../titles/title-card-sql.ts';
import type { SearchCandidate } from './search-query.ts';

/**
 * Every query of search (raw SQL: the dropdown is the catalogue's hottest read). Each candidate
 * query is bounded by its caller's limit, written into the statement as a constant (the plan then
 * knows it). search-titles.ts and search-people.ts decide which to ask and rank what comes back.
 */

const CANDIDATE_COLUMNS = 'id, search_text, imdb_votes AS votes';

/** A whole number of rows, written into the SQL. */
const rowLimit = (limit: number) => {
  if (!Number.isSafeInteger(limit) || limit < 0) throw new Error(`bad row limit ${limit}`);
  return limit;
};

/** The title with this IMDb id (a pasted id or address), as a card. */
export function findTitleCardsByImdbId(database: DatabaseHandle, imdbId: string): Promise<TitleCardRow[]> {
  return database.sql.query<TitleCardRow>(`SELECT ${TITLE_CARD_COLUMNS} FROM titles t WHERE t.imdb_id = $1`, [
    imdbId,
  ]);
}

/** Title cards by id, in no particular order. */
export function findTitleCardsByIds(database: DatabaseHandle, ids: number[]): Promise<TitleCardRow[]> {
  return database.sql.query<TitleCardRow>(
    `SELECT ${TITLE_CARD_COLUMNS} FROM titles t WHERE t.id = ANY($1::int[])`,
    [ids],
  );
}

/** Titles whose search text matches `contains` (`%…%`), through the trigram index, at most `limit`. */
export function findTitlesContaining(
  database: DatabaseHandle,
  contains: string,
  limit: number,
): Promise<SearchCandidate[]> {
  return database.sql.query<SearchCandidate>(
    `SELECT ${CANDIDATE_COLUMNS} FROM titles WHERE search_text LIKE $1 LIMIT ${rowLimit(limit)}`,
    [contains],
  );
}

/** Titles whose search text starts with `startsWith` (`…%`), shortest names first, through the prefix btree. */
export function findTitlesStartingWith(
  database: DatabaseHandle,
  startsWith: string,
  limit: number,
): Promise<SearchCandidate[]> {
  return database.sql.query<SearchCandidate>(
    `SELECT ${CANDIDATE_COLUMNS} FROM titles WHERE left(search_text, 200) COLLATE "C" LIKE $1
       ORDER BY left(search_text, 200) COLLATE "C" LIMIT ${rowLimit(limit)}`,
    [startsWith],
  );
}

/** The `limit` most-voted titles as candidates, best known first (popular-titles.ts keeps them in memory). */
export function findMostVotedCandidates(database: DatabaseHandle, limit: number): Promise<SearchCandidate[]> {
  return database.sql.query<SearchCandidate>(
    `SELECT id, search_text, imdb_votes AS votes FROM titles
     ORDER BY imdb_votes DESC NULLS LAST, id LIMIT ${rowLimit(limit)}`,
  );
}

/** People whose search text matches `contains`, at most `limit`, each with the votes of their most-voted title. */
export function findPeopleContaining(
  database: DatabaseHandle,
  contains: string,
  limit: number,
): Promise<SearchCandidate[]> {
  return database.sql.query<SearchCandidate>(
    `SELECT m.id, m.search_text,
       (SELECT max(t.imdb_votes) FROM credits c JOIN titles t ON t.id = c.title_id WHERE c.person_id = m.id) AS votes
     FROM (SELECT id, search_text FROM people WHERE search_text LIKE $1 LIMIT ${rowLimit(limit)}) m`,
    [contains],
  );
}

export type NullableColumns<Row> = { [Column in keyof Row]: Row[Column] | null };

export type WordStartRow = NullableColumns<TitleCardRow & SearchCandidate> & { matched: number };

/**
 * The word starts matching `prefix` (a LIKE pattern), counted first (capped one past `cap`, a
 * fraction of a millisecond in the index) and ranked only when within the cap: a common word costs
 * just the count. The count's one row always comes back, with the best `limit` titles joined to
 * it (none: one row of nulls): rank 0 when the name starting at that word is `length` characters
 * (the query is the whole name), 1 when longer, 2 when shorter; then votes. ORDER BY keeps the
 * count on the index: for a common word the planner would otherwise filter the table from its start
 * until enough rows match (~50 ms for "of" on the embedded database).
 */
export function findWordStartRows(
  database: DatabaseHandle,
  { prefix, length, limit, cap }: { prefix: string; length: number; limit: number; cap: number },
): Promise<WordStartRow[]> {
  return database.sql.query<WordStartRow>(
    `SELECT ${TITLE_CARD_COLUMNS}, t.search_text, t.imdb_votes AS votes, range.matched
     FROM (
       SELECT count(*)::int AS matched
       FROM (
         SELECT FROM title_word_starts WHERE word_start LIKE $1 ORDER BY word_start LIMIT ${rowLimit(cap) + 1}
       ) capped
     ) range
     LEFT JOIN LATERAL (
       SELECT title_id,
         min(CASE WHEN name_length = $2 THEN 0 WHEN name_length > $2 THEN 1 ELSE 2 END) AS rank,
         max(votes) AS votes
       FROM title_word_starts
       WHERE word_start LIKE $1 AND range.matched <= ${rowLimit(cap)}
       GROUP BY title_id
       ORDER BY rank, votes DESC NULLS LAST, title_id
       LIMIT $3
     ) best ON true
     LEFT JOIN titles t ON t.id = best.title_id`,
    [prefix, length, limit],
  );
}
