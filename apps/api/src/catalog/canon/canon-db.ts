import type { Tx } from '../import/record-table-sql.ts';
import { canonSource } from './canon-batch.ts';

/**
 * The canon's own reads and links (raw SQL: they run in the seed's transaction of raw statements).
 * Its records themselves are written by the import writer (catalog/import/catalog-writer-db.ts).
 * Names are compared as `search_text` stores them: normalizeSearchText of each name, joined ' | '.
 */

export interface CanonTitleProbe {
  key: string;
  type: string;
  year: number;
  /** Normalized Persian and English titles. */
  nameFa: string;
  nameEn: string;
  /** Normalized names of the directors, either language. */
  directors: string[];
}

/**
 * The catalogue title each canon entry already is, if any: same type, year within one (Jalali to
 * Gregorian is often a year off between sources), and the Persian or English title among the
 * title's names. A title known by its directors must share one; a match by the English title
 * alone always needs a shared director ("Red", "Ten", "Taxi" are many films). Closest year first.
 */
export async function findCanonTitleMatches(
  tx: Tx,
  probes: CanonTitleProbe[],
): Promise<Array<{ key: string; titleId: number }>> {
  if (probes.length === 0) return [];
  const names = probes.flatMap((probe) => [
    { ...probe, name: probe.nameFa, lang: 'fa' },
    { ...probe, name: probe.nameEn, lang: 'en' },
  ]);
  return tx.query<{ key: string; titleId: number }>(
    `WITH probes AS (
       SELECT * FROM jsonb_to_recordset($1::jsonb)
         AS r(key text, type text, year integer, name text, lang text, directors jsonb)
     ), names AS (
       SELECT id, type, year, unnest(string_to_array(search_text, ' | ')) AS name
       FROM titles WHERE year BETWEEN $2::int - 1 AND $3::int + 1
     ), candidates AS (
       SELECT DISTINCT p.key, p.year AS wanted, p.lang, p.directors, n.id, n.year
       FROM probes p JOIN names n ON n.name = p.name AND n.type = p.type AND abs(n.year - p.year) <= 1
     ), judged AS (
       SELECT c.*, (SELECT array_agg(DISTINCT d.name) FROM credits cr
           JOIN people pe ON pe.id = cr.person_id
           CROSS JOIN LATERAL unnest(string_to_array(pe.search_text, ' | ')) AS d(name)
           WHERE cr.title_id = c.id AND cr.role = 'director') AS known
       FROM candidates c
     )
     SELECT DISTINCT ON (key) key, id AS "titleId" FROM judged
     WHERE known && ARRAY(SELECT jsonb_array_elements_text(directors))
        OR (lang = 'fa' AND known IS NULL)
     ORDER BY key, abs(year - wanted), id`,
    [
      JSON.stringify(names),
      Math.min(...probes.map((probe) => probe.year)),
      Math.max(...probes.map((probe) => probe.year)),
    ],
  );
}

/**
 * The catalogue person each canon person already is, if any, by a normalized name in either
 * language: the one with a matching Persian name first, then the most credited.
 */
export async function findCanonPersonMatches(
  tx: Tx,
  probes: Array<{ key: string; nameFa: string; nameEn: string }>,
): Promise<Array<{ key: string; personId: number }>> {
  if (probes.length === 0) return [];
  return tx.query<{ key: string; personId: number }>(
    `WITH probes AS (
       SELECT * FROM jsonb_to_recordset($1::jsonb) AS r(key text, name_fa text, name_en text)
     ), wanted AS (
       SELECT name FROM probes CROSS JOIN LATERAL (VALUES (name_fa), (name_en)) AS v(name)
     ), names AS (
       SELECT id, name FROM (
         SELECT id, unnest(string_to_array(search_text, ' | ')) AS name FROM people
       ) AS all_names WHERE name IN (SELECT name FROM wanted)
     )
     SELECT DISTINCT ON (p.key) p.key, n.id AS "personId"
     FROM probes p JOIN names n ON n.name IN (p.name_fa, p.name_en)
     ORDER BY p.key, (n.name = p.name_fa) DESC,
       (SELECT count(*) FROM credits c WHERE c.person_id = n.id) DESC, n.id`,
    [
      JSON.stringify(
        probes.map((probe) => ({ key: probe.key, name_fa: probe.nameFa, name_en: probe.nameEn })),
      ),
    ],
  );
}

/**
 * Records the matched titles and people as the canon's: the import writer then finds them by
 * source id and merges the canon's records into them instead of adding duplicates.
 */
export async function linkCanonSources(
  tx: Tx,
  titles: Array<{ key: string; titleId: number }>,
  people: Array<{ key: string; personId: number }>,
): Promise<void> {
  if (titles.length > 0) {
    await tx.query(
      `INSERT INTO title_sources (source, source_id, title_id)
       SELECT $2, key, title_id FROM jsonb_to_recordset($1::jsonb) AS r(key text, title_id integer)
       ON CONFLICT DO NOTHING`,
      [JSON.stringify(titles.map((title) => ({ key: title.key, title_id: title.titleId }))), canonSource],
    );
  }
  if (people.length > 0) {
    await tx.query(
      `INSERT INTO person_sources (source, source_id, person_id)
       SELECT $2, key, person_id FROM jsonb_to_recordset($1::jsonb) AS r(key text, person_id integer)
       ON CONFLICT DO NOTHING`,
      [
        JSON.stringify(people.map((person) => ({ key: person.key, person_id: person.personId }))),
        canonSource,
      ],
    );
  }
}

/** How many of these canon entries are in the catalogue: linked to the canon, or by IMDb id. */
export async function countCanonPresent(
  sql: Pick<Tx, 'query'>,
  entries: Array<{ key: string; imdbId: string | null }>,
): Promise<number> {
  const [row] = await sql.query<{ present: number }>(
    `SELECT count(*)::int AS present FROM jsonb_to_recordset($1::jsonb) AS r(key text, imdb_id text)
     WHERE EXISTS (SELECT 1 FROM title_sources s WHERE s.source = $2 AND s.source_id = r.key)
        OR EXISTS (SELECT 1 FROM titles t WHERE t.imdb_id = r.imdb_id)`,
    [JSON.stringify(entries.map((entry) => ({ key: entry.key, imdb_id: entry.imdbId }))), canonSource],
  );
  return row?.present ?? 0;
}
