import type { TitleResult } from '@pardeh/contract';
import type { DatabaseHandle } from '../../db/client.ts';
import { presentTitleResult } from '../presenters/title-presenter.ts';
import { TITLE_CARD_COLUMNS, type TitleCardRow } from '../titles/title-card-sql.ts';
import { findImdbId, prepareSearchQuery, rankSql, searchPatterns } from './search-query.ts';

/** The dropdown shows 6; answering 10 lets it say there are more. */
export const DROPDOWN_LIMIT = 10;
// How many of the most-voted substring matches are ranked. A common word ("the") matches a large
// share of a big catalogue; ranking only its most-voted matches keeps the query fast, and the
// separate name-prefix branch still brings in exact and prefix matches with few votes.
const VOTED_CANDIDATES = 200;
const PREFIX_CANDIDATES = 50;

/**
 * Title search for the dropdown: a pasted IMDb id or URL finds that title; otherwise titles whose
 * English, Persian, original title or an alias contain the query, ranked exact name, name prefix,
 * word prefix, substring, then by IMDb votes.
 */
export async function searchTitles(
  database: DatabaseHandle,
  rawQuery: string | undefined,
): Promise<TitleResult[]> {
  const imdbId = findImdbId(rawQuery);
  if (imdbId) {
    const rows = await database.sql.query<TitleCardRow>(
      `SELECT ${TITLE_CARD_COLUMNS} FROM titles t WHERE t.imdb_id = $1`,
      [imdbId],
    );
    if (rows.length > 0) return rows.map(presentTitleResult);
  }
  const query = prepareSearchQuery(rawQuery);
  if (!query) return [];
  const patterns = searchPatterns(query);
  // Two candidate sets, each served by an index: substring matches by the trigram GIN index
  // (walked in votes order when the term is common), and matches of the first name's prefix by
  // the btree on left(search_text, 200) (migration 0005).
  const rows = await database.sql.query<TitleCardRow>(
    `WITH candidates AS (
       (SELECT id, search_text, imdb_votes FROM titles
         WHERE search_text ILIKE $1 ORDER BY imdb_votes DESC NULLS LAST, id LIMIT ${VOTED_CANDIDATES})
       UNION
       (SELECT id, search_text, imdb_votes FROM titles
         WHERE left(search_text, 200) COLLATE "C" LIKE $2
         ORDER BY left(search_text, 200) COLLATE "C" LIMIT ${PREFIX_CANDIDATES})
     ), ranked AS (
       SELECT id, ${rankSql(3, 4, 5)} AS rank, imdb_votes FROM candidates
       ORDER BY rank, imdb_votes DESC NULLS LAST, id LIMIT $6
     )
     SELECT ${TITLE_CARD_COLUMNS} FROM ranked r JOIN titles t ON t.id = r.id
     ORDER BY r.rank, r.imdb_votes DESC NULLS LAST, r.id`,
    [
      patterns.contains,
      patterns.startsWith,
      patterns.exactName,
      patterns.namePrefix,
      patterns.wordPrefix,
      DROPDOWN_LIMIT,
    ],
  );
  return rows.map(presentTitleResult);
}
