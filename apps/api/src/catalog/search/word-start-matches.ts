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
  // The range is counted first (capped one past WORD_START_ROWS, a fraction of a millisecond in
  // the index) and ranked only when it is within the cap: a common word costs just the count. The
  // count's one row always comes back, with the best titles joined to it (none: one row of nulls).
  // ORDER BY keeps the count on the index: for a common word the planner would otherwise filter
  // the table from its start until enough rows match (~50 ms for "of" on the embedded database).
  const rows = await database.sql.query<
    NullableColumns<TitleCardRow & SearchCandidate> & { matched: number }
  >(
    `SELECT ${TITLE_CARD_COLUMNS}, t.search_text, t.imdb_votes AS votes, range.matched
     FROM (
       SELECT count(*)::int AS matched
       FROM (
         SELECT FROM title_word_starts WHERE word_start LIKE $1 ORDER BY word_start LIMIT ${WORD_START_ROWS + 1}
       ) capped
     ) range
     LEFT JOIN LATERAL (
       SELECT title_id,
         min(CASE WHEN name_length = $2 THEN 0 WHEN name_length > $2 THEN 1 ELSE 2 END) AS rank,
         max(votes) AS votes
       FROM title_word_starts
       WHERE word_start LIKE $1 AND range.matched <= ${WORD_START_ROWS}
       GROUP BY title_id
       ORDER BY rank, votes DESC NULLS LAST, title_id
       LIMIT $3
     ) best ON true
     LEFT JOIN titles t ON t.id = best.title_id`,
    [prefix, characters.length, rankedInDatabase ? limit : WORD_START_ROWS],
  );
  if ((rows[0]?.matched ?? 0) > WORD_START_ROWS) return null;
  return rows.flatMap(({ search_text, votes, matched: _, ...card }) =>
    // A query longer than the stored starts may match a longer start only in its first 32 characters.
    isTitleCard(card) && search_text !== null && (rankedInDatabase || search_text.includes(query))
      ? [{ id: card.id, search_text, votes, card }]
      : [],
  );
}

type NullableColumns<Row> = { [Column in keyof Row]: Row[Column] | null };

/** The LEFT JOIN's row of nulls, when no title matched, has no id. */
const isTitleCard = (row: NullableColumns<TitleCardRow>): row is TitleCardRow => row.id !== null;
