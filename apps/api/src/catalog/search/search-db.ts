import type { DatabaseHandle } from '../../db/client.ts';
import { suitsViewerSql } from '../maturity/maturity-sql.ts';
import { TITLE_CARD_COLUMNS, type TitleCardRow } from '../titles/title-card-sql.ts';
import {
  type ForgivingQuery,
  keyWordsWithinOneEdit,
  matchRankPatterns,
  matchRankSql,
  type SearchCandidate,
} from './search-query.ts';

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

/** The title with this IMDb id (a pasted id or address), as a card, unless above `maturityAge`. */
export function findTitleCardsByImdbId(
  database: DatabaseHandle,
  imdbId: string,
  maturityAge: number | null,
): Promise<TitleCardRow[]> {
  return database.sql.query<TitleCardRow>(
    `SELECT ${TITLE_CARD_COLUMNS} FROM titles t WHERE t.imdb_id = $1 AND ${suitsViewerSql('t', '$2')}`,
    [imdbId, maturityAge],
  );
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

// For a kids' profile (`limit`, its maturity age) a person is found only through a title for its
// age, and ranked by the votes of the best-known of those.
const bestVotesSql = (person: string, limit: string) =>
  `(SELECT max(t.imdb_votes) FROM credits c JOIN titles t ON t.id = c.title_id
    WHERE c.person_id = ${person} AND ${suitsViewerSql('t', limit)})`;
const hasSuitableCreditSql = (person: string, limit: string) =>
  `(${limit}::int IS NULL OR EXISTS (SELECT 1 FROM credits c JOIN titles t ON t.id = c.title_id
    WHERE c.person_id = ${person} AND ${suitsViewerSql('t', limit)}))`;

/**
 * People whose search text matches `contains`, at most `limit`, each with the votes of their
 * most-voted title; none without a title for `maturityAge` (a kids' profile's limit; null: none).
 */
export function findPeopleContaining(
  database: DatabaseHandle,
  contains: string,
  limit: number,
  maturityAge: number | null,
): Promise<SearchCandidate[]> {
  return database.sql.query<SearchCandidate>(
    `SELECT m.id, m.search_text, ${bestVotesSql('m.id', '$2')} AS votes
     FROM (
       SELECT p.id, p.search_text FROM people p
       WHERE p.search_text LIKE $1 AND ${hasSuitableCreditSql('p.id', '$2')} LIMIT ${rowLimit(limit)}
     ) m`,
    [contains, maturityAge],
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

/** The catalogue's words sharing a spelling in `variants` (migration 0032), each with that spelling. */
export function findTitleWordsByVariant(
  database: DatabaseHandle,
  variants: string[],
): Promise<Array<{ variant: string; word: string }>> {
  return database.sql.query<{ variant: string; word: string }>(
    'SELECT variant, word FROM title_word_variants WHERE variant = ANY($1::text[])',
    [variants],
  );
}

/**
 * How well known each word is: the votes of the best-known title with a word starting with it,
 * through title_word_starts' index (a range of its "C"-ordered keys: a LIKE whose pattern comes
 * from a join cannot use the index, and read the whole table).
 */
export function findWordVotes(
  database: DatabaseHandle,
  words: string[],
): Promise<Array<{ word: string; votes: number | null }>> {
  return database.sql.query<{ word: string; votes: number | null }>(
    `SELECT w.word, (
       SELECT max(s.votes) FROM title_word_starts s
       WHERE s.word_start >= w.word COLLATE "C" AND s.word_start < (w.word || chr(1114111)) COLLATE "C"
     ) AS votes
     FROM unnest($1::text[]) AS w (word)`,
    [words],
  );
}

/** A prepared query's phonetic key, by the function that keys the rows (migration 0030). */
export async function findPhoneticKey(database: DatabaseHandle, query: string): Promise<string> {
  const [row] = await database.sql.query<{ key: string }>('SELECT phonetic_key($1) AS key', [query]);
  return row?.key ?? '';
}

/**
 * A forgiving match of `alias`'s row in SQL (ForgivingQuery's three kinds): its phonetic key has
 * every word of the query's, or each word within one edit (migration 0030's index of key words,
 * exact lookups); or its key or its search text is similar to the query's (`%>`, pg_trgm's word
 * similarity over 0.6, through the trigram indexes). Parameters are numbered from `first`
 * (values: `parameters`), the rank's three from `firstRankParameter` (values: `rankParameters`).
 * `order` ranks the key as the dropdown ranks search_text (a name keyed as the query, a name or
 * word starting with it, inside a word), then by similarity: «جدایی» is a whole name keyed "jd",
 * "Return of the Jedi" only has a word so keyed.
 */
export function forgivingMatchSql(
  alias: string,
  forgiving: ForgivingQuery,
  first: number,
  firstRankParameter?: number,
) {
  const column = `${alias}.search_key`;
  const words = `string_to_array(${column}, ' ')`;
  const keys = matchedKeys(forgiving.key);
  const placeholder = (index: number) => `$${first + index}`;
  const keyPlaceholders = keys.map((_, index) => placeholder(index));
  let conditions: string[];
  let parameters: Array<string | string[]>;
  let joiner = ' OR ';
  if (forgiving.match === 'words') {
    conditions = keyPlaceholders.map((p) => `${words} @> string_to_array(${p}, ' ')`);
    parameters = keys;
  } else if (forgiving.match === 'oneEdit') {
    // Each word of the key (as matched) within one edit: the words' index answers each list.
    const keyWords = (keys[0] ?? '').split(' ');
    conditions = keyWords.map((_, index) => `${words} && ${placeholder(index)}::text[]`);
    // A word of one or two symbols is a third or half changed by one edit: it must match whole.
    parameters = keyWords.map((word) => (word.length >= 3 ? keyWordsWithinOneEdit(word) : [word]));
    joiner = ' AND ';
  } else {
    const text = placeholder(keys.length);
    conditions = [...keyPlaceholders.map((p) => `${column} %> ${p}`), `${alias}.search_text %> ${text}`];
    parameters = [...keys, forgiving.query];
  }
  const rankFirst = firstRankParameter ?? first + parameters.length;
  // Edits are ranked by the similarity of the key as matched, the rank's fourth parameter (the
  // conditions do not name it: a count of the matches must not be handed it).
  const similarities =
    forgiving.match === 'oneEdit'
      ? [`word_similarity($${rankFirst + 3}, ${column})`]
      : keyPlaceholders.map((p) => `word_similarity(${p}, ${column})`);
  if (forgiving.match === 'similar') {
    similarities.push(`word_similarity(${placeholder(keys.length)}, ${alias}.search_text)`);
  }
  const similarity = `greatest(${similarities.join(', ')})`;
  const rank = matchRankSql(column, rankFirst);
  return {
    where: `(${conditions.join(joiner)})`,
    parameters,
    rank,
    rankParameters: [
      ...matchRankPatterns(forgiving.key),
      ...(forgiving.match === 'oneEdit' ? [keys[0] ?? ''] : []),
    ],
    similarity,
    order: `${rank}, ${similarity} DESC`,
  };
}

/**
 * The keys a query's key is matched as: without words of one consonant ("the" keys as "d"), which
 * are in too many names to narrow anything down; then also with its words run together, as
 * Persian often writes a foreign compound in two words («هنگ اور», "Hangover") and a row's key
 * has each of its words.
 */
function matchedKeys(key: string): string[] {
  const words = key.split(' ');
  const selective = words.filter((word) => word.length > 1);
  const kept = selective.length > 0 ? selective : words;
  return [...new Set([kept.join(' '), kept.join('')])];
}

/** Titles matching a query forgivingly (forgivingMatchSql), best first, then by votes; none above `maturityAge`. */
export function findTitleCardsForgiving(
  database: DatabaseHandle,
  query: ForgivingQuery,
  limit: number,
  maturityAge: number | null,
): Promise<TitleCardRow[]> {
  const match = forgivingMatchSql('t', query, 2);
  return database.sql.query<TitleCardRow>(
    `SELECT ${TITLE_CARD_COLUMNS} FROM titles t WHERE ${suitsViewerSql('t', '$1')} AND ${match.where}
     ORDER BY ${match.order}, t.imdb_votes DESC NULLS LAST, t.id LIMIT ${rowLimit(limit)}`,
    [maturityAge, ...match.parameters, ...match.rankParameters],
  );
}

/** A person matching forgivingly, with the rank of their key and its similarity (forgivingMatchSql). */
export interface ForgivingPersonCandidate extends SearchCandidate {
  rank: number;
  similarity: number;
}

/**
 * People matching a query forgivingly, the best `limit` by rank and similarity, each with the
 * votes of their most-voted title; none without a title for `maturityAge` (as findPeopleContaining).
 */
export function findPeopleForgiving(
  database: DatabaseHandle,
  query: ForgivingQuery,
  limit: number,
  maturityAge: number | null,
): Promise<ForgivingPersonCandidate[]> {
  const match = forgivingMatchSql('p', query, 2);
  return database.sql.query<ForgivingPersonCandidate>(
    `SELECT m.id, m.search_text, m.rank, m.similarity, ${bestVotesSql('m.id', '$1')} AS votes
     FROM (
       SELECT p.id, p.search_text, ${match.rank} AS rank, ${match.similarity} AS similarity
       FROM people p WHERE ${match.where} AND ${hasSuitableCreditSql('p.id', '$1')}
       ORDER BY rank, similarity DESC LIMIT ${rowLimit(limit)}
     ) m`,
    [maturityAge, ...match.parameters, ...match.rankParameters],
  );
}
