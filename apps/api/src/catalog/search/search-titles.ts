import type { TitleResult } from '@pardeh/contract';
import type { DatabaseHandle } from '../../db/client.ts';
import { presentTitleResult } from '../presenters/title-presenter.ts';
import { TITLE_CARD_COLUMNS, type TitleCardRow } from '../titles/title-card-sql.ts';
import {
  findImdbId,
  prepareSearchQuery,
  rankCandidates,
  type SearchCandidate,
  searchPatterns,
} from './search-query.ts';

/** The dropdown shows 6; answering 10 lets it say there are more. */
export const DROPDOWN_LIMIT = 10;
// Every candidate set is bounded, so no query does unbounded work however common its text is.
// Matches found through the trigram index: when there are fewer than this, they are all of them.
const INDEXED_CANDIDATES = 1_000;
// When there are more (a common word), the best-known of them are looked for among this many
// most-voted titles, walking the votes index.
const POPULAR_TITLES = 3_000;
const POPULAR_CANDIDATES = 200;
// Names starting with the query, found by the btree of migration 0005 whatever their votes.
const PREFIX_CANDIDATES = 50;
// A trigram index narrows a query down only through a word of three or more characters ("v f",
// "l'a" match the trigrams of every word starting with v, f or l): queries without one look only
// at name prefixes and at the most-voted titles.
const SELECTIVE_WORD = /[\p{L}\p{N}]{3}/u;

const CANDIDATE_COLUMNS = 'id, search_text, imdb_votes AS votes';

/**
 * Title search for the dropdown: a pasted IMDb id or URL finds that title; otherwise titles whose
 * English, Persian, original title or an alias contain the query, ranked exact name, name prefix,
 * word prefix, substring, then by IMDb votes.
 *
 * `search_text` and the query are both case-folded by the one normalization already, so LIKE
 * (byte comparison, several times cheaper than ILIKE on Persian text) is the exact match.
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
  const ids = rankCandidates(await findCandidates(database, query), query, DROPDOWN_LIMIT);
  return (await findTitleCards(database, ids)).map(presentTitleResult);
}

async function findCandidates(database: DatabaseHandle, query: string): Promise<SearchCandidate[]> {
  const { contains, startsWith } = searchPatterns(query);
  const usesTrigrams = SELECTIVE_WORD.test(query);
  const [indexed, prefixed] = await Promise.all([
    usesTrigrams
      ? database.sql.query<SearchCandidate>(
          `SELECT ${CANDIDATE_COLUMNS} FROM titles WHERE search_text LIKE $1 LIMIT ${INDEXED_CANDIDATES}`,
          [contains],
        )
      : [],
    database.sql.query<SearchCandidate>(
      `SELECT ${CANDIDATE_COLUMNS} FROM titles WHERE left(search_text, 200) COLLATE "C" LIKE $1
       ORDER BY left(search_text, 200) COLLATE "C" LIMIT ${PREFIX_CANDIDATES}`,
      [startsWith],
    ),
  ]);
  const complete = usesTrigrams && indexed.length < INDEXED_CANDIDATES;
  const popular = complete
    ? []
    : await database.sql.query<SearchCandidate>(
        `SELECT ${CANDIDATE_COLUMNS} FROM (
           SELECT id, search_text, imdb_votes FROM titles ORDER BY imdb_votes DESC NULLS LAST, id LIMIT ${POPULAR_TITLES}
         ) popular WHERE search_text LIKE $1 LIMIT ${POPULAR_CANDIDATES}`,
        [contains],
      );
  return [...indexed, ...prefixed, ...popular];
}

/** Title cards by id, in the order given. */
async function findTitleCards(database: DatabaseHandle, ids: number[]): Promise<TitleCardRow[]> {
  if (ids.length === 0) return [];
  const rows = await database.sql.query<TitleCardRow>(
    `SELECT ${TITLE_CARD_COLUMNS} FROM titles t WHERE t.id = ANY($1::int[])`,
    [ids],
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
