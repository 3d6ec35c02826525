import type { DatabaseHandle } from '../../db/client.ts';
import type { TitleCardRow } from '../titles/title-card-sql.ts';
import { findWordStartRows, type NullableColumns } from './search-db.ts';
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
  const rows = await findWordStartRows(database, {
    prefix,
    length: characters.length,
    limit: rankedInDatabase ? limit : WORD_START_ROWS,
    cap: WORD_START_ROWS,
  });
  if ((rows[0]?.matched ?? 0) > WORD_START_ROWS) return null;
  return rows.flatMap(({ search_text, votes, matched: _, ...card }) =>
    // A query longer than the stored starts may match a longer start only in its first 32 characters.
    isTitleCard(card) && search_text !== null && (rankedInDatabase || search_text.includes(query))
      ? [{ id: card.id, search_text, votes, card }]
      : [],
  );
}

/** The LEFT JOIN's row of nulls, when no title matched, has no id. */
const isTitleCard = (row: NullableColumns<TitleCardRow>): row is TitleCardRow => row.id !== null;
