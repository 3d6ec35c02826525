import type { PersonResult } from '@pardeh/contract';
import type { DatabaseHandle } from '../../db/client.ts';
import { findPersonSummaries } from '../people/people-db.ts';
import { presentPersonResult } from '../presenters/person-presenter.ts';
import { findPeopleContaining } from './search-db.ts';
import { prepareSearchQuery, rankCandidates, searchPatterns } from './search-query.ts';

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
  const candidates = await findPeopleContaining(database, searchPatterns(query).contains, CANDIDATES);
  const rows = await findPersonSummaries(database, rankCandidates(candidates, query, PEOPLE_DROPDOWN_LIMIT));
  return rows.map(presentPersonResult);
}
