import type { SqlTransaction } from '../../db/client.ts';

type Runner = Pick<SqlTransaction, 'query'>;

/** The duplicates report's reads: every person's names and credit count, and shared titles. */

export interface NamedPerson {
  id: number;
  fullnameEn: string;
  fullnameFa: string | null;
  imdbId: string | null;
  credits: number;
  sources: string[];
}

/** Everyone, with their credit count and the sources that list them. */
export function findNamedPeople(runner: Runner): Promise<NamedPerson[]> {
  return runner.query<NamedPerson>(
    `SELECT p.id, p.fullname_en AS "fullnameEn", p.fullname_fa AS "fullnameFa", p.imdb_id AS "imdbId",
       COALESCE(c.n, 0) AS credits, COALESCE(s.links, ARRAY[]::text[]) AS sources
     FROM people p
     LEFT JOIN (SELECT person_id, count(*)::int AS n FROM credits GROUP BY person_id) c ON c.person_id = p.id
     LEFT JOIN (SELECT person_id, array_agg(source || ':' || source_id ORDER BY source, source_id) AS links
                FROM person_sources GROUP BY person_id) s ON s.person_id = p.id`,
  );
}

/** For each pair of people, the titles both are credited on (ids, most-voted first). */
export async function findSharedTitles(
  runner: Runner,
  pairs: Array<[number, number]>,
): Promise<Map<string, Array<{ id: number; titleEn: string; titleFa: string | null }>>> {
  const shared = new Map<string, Array<{ id: number; titleEn: string; titleFa: string | null }>>();
  if (pairs.length === 0) return shared;
  const rows = await runner.query<{
    a: number;
    b: number;
    id: number;
    titleEn: string;
    titleFa: string | null;
  }>(
    `SELECT DISTINCT r.a, r.b, t.id, t.title_en AS "titleEn", t.title_fa AS "titleFa", t.imdb_votes
     FROM jsonb_to_recordset($1::jsonb) AS r(a integer, b integer)
     JOIN credits ca ON ca.person_id = r.a
     JOIN credits cb ON cb.person_id = r.b AND cb.title_id = ca.title_id
     JOIN titles t ON t.id = ca.title_id
     ORDER BY t.imdb_votes DESC NULLS LAST, t.id`,
    [JSON.stringify(pairs.map(([a, b]) => ({ a, b })))],
  );
  for (const { a, b, id, titleEn, titleFa } of rows) {
    const key = `${a}:${b}`;
    shared.set(key, [...(shared.get(key) ?? []), { id, titleEn, titleFa }]);
  }
  return shared;
}
