import type { PersonResult } from '@pardeh/contract';
import type { DatabaseHandle } from '../../db/client.ts';
import { findPersonSummaries } from '../people/person-queries.ts';
import { presentPersonResult } from '../presenters/person-presenter.ts';
import { prepareSearchQuery, rankSql, searchPatterns } from './search-query.ts';

export const PEOPLE_DROPDOWN_LIMIT = 10;
// As for titles: a very common fragment only ranks a bounded set of matches.
const CANDIDATES = 300;

/**
 * People whose English or Persian name contains the query, ranked exact name, name prefix, word
 * prefix, substring, then by the votes of their most-voted title.
 */
export async function searchPeople(
  database: DatabaseHandle,
  rawQuery: string | undefined,
): Promise<PersonResult[]> {
  const query = prepareSearchQuery(rawQuery);
  if (!query) return [];
  const patterns = searchPatterns(query);
  const ranked = await database.sql.query<{ id: number }>(
    `WITH candidates AS (
       SELECT id, search_text FROM people WHERE search_text ILIKE $1 LIMIT ${CANDIDATES}
     )
     SELECT c.id FROM candidates c
     ORDER BY ${rankSql(2, 3, 4, 'c.search_text')},
       (SELECT max(t.imdb_votes) FROM credits cr JOIN titles t ON t.id = cr.title_id
         WHERE cr.person_id = c.id) DESC NULLS LAST,
       c.id
     LIMIT $5`,
    [patterns.contains, patterns.exactName, patterns.namePrefix, patterns.wordPrefix, PEOPLE_DROPDOWN_LIMIT],
  );
  const rows = await findPersonSummaries(
    database,
    ranked.map((row) => row.id),
  );
  return rows.map(presentPersonResult);
}
