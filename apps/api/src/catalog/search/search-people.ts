import type { PersonResult } from '@pardeh/contract';
import type { DatabaseHandle } from '../../db/client.ts';
import { findPersonSummaries } from '../people/people-db.ts';
import { presentPersonResult } from '../presenters/person-presenter.ts';
import { type SearchAnswer, searchListForgivingly } from './forgiving-search.ts';
import { findPeopleContaining, findPeopleForgiving } from './search-db.ts';
import { personMatchRank, prepareSearchQuery, rankCandidates, searchPatterns } from './search-query.ts';

export const PEOPLE_DROPDOWN_LIMIT = 10;
// As for titles, a very common fragment only ranks a bounded set of matches.
const CANDIDATES = 300;
// A key's rank (as matchRank's) as personMatchRank counts it: a name and a word start are alike.
const PERSON_RANK_OF_KEY_RANK = [0, 1, 1, 2];

/**
 * People whose English or Persian name contains the query, ranked exact name, then a name or word
 * starting with it, then inside a word, then by the votes of their most-voted title (so "Nolan"
 * finds Christopher Nolan before Nolan Gerard Funk). When none does: the same keys read with the
 * other keyboard layout, else forgiving matches ranked by similarity, then votes
 * (forgiving-search.ts). For a kids' profile (`maturityAge`), only people with a title for its age.
 */
export function searchPeople(
  database: DatabaseHandle,
  rawQuery: string | undefined,
  asTyped: boolean,
  maturityAge: number | null,
): Promise<SearchAnswer<PersonResult>> {
  return searchListForgivingly(
    database,
    { rawQuery, asTyped },
    {
      typed: async (text) => {
        const query = prepareSearchQuery(text);
        if (!query) return [];
        const candidates = await findPeopleContaining(
          database,
          searchPatterns(query).contains,
          CANDIDATES,
          maturityAge,
        );
        return presentPeople(
          database,
          rankCandidates(candidates, query, PEOPLE_DROPDOWN_LIMIT, personMatchRank),
          maturityAge,
        );
      },
      forgiving: async (query) => {
        const candidates = await findPeopleForgiving(database, query, CANDIDATES, maturityAge);
        const best = candidates
          .map((candidate) => ({ ...candidate, rank: PERSON_RANK_OF_KEY_RANK[candidate.rank] ?? 2 }))
          .sort(
            (a, b) =>
              a.rank - b.rank ||
              b.similarity - a.similarity ||
              (b.votes ?? -1) - (a.votes ?? -1) ||
              a.id - b.id,
          );
        return presentPeople(
          database,
          best.slice(0, PEOPLE_DROPDOWN_LIMIT).map((candidate) => candidate.id),
          maturityAge,
        );
      },
    },
  );
}

/** Person results in the order of `ids`. */
async function presentPeople(
  database: DatabaseHandle,
  ids: number[],
  maturityAge: number | null,
): Promise<PersonResult[]> {
  return (await findPersonSummaries(database, ids, maturityAge)).map(presentPersonResult);
}
