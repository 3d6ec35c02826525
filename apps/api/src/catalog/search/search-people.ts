import type { PersonResult } from '@pardeh/contract';
import type { DatabaseHandle } from '../../db/client.ts';
import { findPersonSummaries } from '../people/person-queries.ts';
import { presentPersonResult } from '../presenters/person-presenter.ts';
import { prepareSearchQuery, rankCandidates, type SearchCandidate, searchPatterns } from './search-query.ts';

export const PEOPLE_DROPDOWN_LIMIT = 10;
// As for titles, a very common fragment only ranks a bounded set of matches.
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
  const candidates = await database.sql.query<SearchCandidate>(
    `SELECT m.id, m.search_text,
       (SELECT max(t.imdb_votes) FROM credits c JOIN titles t ON t.id = c.title_id WHERE c.person_id = m.id) AS votes
     FROM (SELECT id, search_text FROM people WHERE search_text LIKE $1 LIMIT ${CANDIDATES}) m`,
    [searchPatterns(query).contains],
  );
  const rows = await findPersonSummaries(database, rankCandidates(candidates, query, PEOPLE_DROPDOWN_LIMIT));
  return rows.map(presentPersonResult);
}
