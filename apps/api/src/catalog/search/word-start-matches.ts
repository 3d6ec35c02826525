import type { DatabaseHandle } from '../../db/client.ts';
import { TITLE_CARD_COLUMNS, type TitleCardRow } from '../titles/title-card-sql.ts';
import { escapeLike, type SearchCandidate } from './search-query.ts';

/** A candidate with its title card, read in the same round trip as the ranking. */
export interface CandidateWithCard extends SearchCandidate {
  card: TitleCardRow;
}

/**
 * More word-start rows than this make a query a common word or phrase: ranking all of them would
 * cost more than the dropdown is worth, and the caller looks elsewhere (its best-known matches).
 */
export const WORD_START_ROWS = 1_000;
// title_word_starts keeps this many characters from each word start (migration 0007).
const WORD_START_LENGTH = 32;

/**
 * Titles with a word starting with the query (ranks 0–2), best first: at most `limit` of them, or
 * null when more than WORD_START_ROWS rows match.
 *
 * The ranking happens in one index-only scan of the query's prefix range: each row carries the
 * length of the name starting at that word and the title's votes (migration 0008), so only the
 * titles kept are read from the table, their cards with them (for most queries the whole answer
 * in one round trip). A query longer than the stored starts is looked up by its
 * first 32 characters; those rows cannot tell its rank, so all of them come back for the caller
 * to recheck against search_text (long queries match few titles).
 */
export async function findWordStartMatches(
  database: DatabaseHandle,
  query: string,
  limit: number,
): Promise<CandidateWithCard[] | null> {
  const characters = Array.from(query);
  const rankedInDatabase = characters.length <= WORD_START_LENGTH;
  const prefix = `${escapeLike(characters.slice(0, WORD_START_LENGTH).join(''))}%`;
  // `matched` counts the rows read (the range, capped one past WORD_START_ROWS) across all
  // titles, before the LIMIT keeps the best ones.
  const rows = await database.sql.query<TitleCardRow & SearchCandidate & { matched: number }>(
    `SELECT ${TITLE_CARD_COLUMNS}, t.search_text, t.imdb_votes AS votes, best.matched
     FROM (
       SELECT title_id,
         min(CASE WHEN name_length = $2 THEN 0 WHEN name_length > $2 THEN 1 ELSE 2 END) AS rank,
         max(votes) AS votes, sum(count(*)) OVER ()::int AS matched
       FROM (
         SELECT title_id, name_length, votes FROM title_word_starts
         WHERE word_start LIKE $1 LIMIT ${WORD_START_ROWS + 1}
       ) word_matches
       GROUP BY title_id
       ORDER BY rank, votes DESC NULLS LAST, title_id
       LIMIT $3
     ) best JOIN titles t ON t.id = best.title_id`,
    [prefix, characters.length, rankedInDatabase ? limit : WORD_START_ROWS],
  );
  if ((rows[0]?.matched ?? 0) > WORD_START_ROWS) return null;
  // A query longer than the stored starts may match a longer start only in its first 32 characters.
  return rows
    .filter((row) => rankedInDatabase || row.search_text.includes(query))
    .map(({ search_text, votes, matched: _, ...card }) => ({ id: card.id, search_text, votes, card }));
}
