import type { DatabaseHandle } from '../../db/client.ts';
import { personJobSql } from '../people/person-job-sql.ts';

/**
 * The sitemap's queries (raw SQL: one statement per file of up to 10,000 addresses, built from
 * fixed strings). routes/seo.ts reads them through ./sitemap-entries.ts.
 */

export interface SitemapEntryRow {
  path: string;
  updated_at: string | null;
}

export type SitemapSection = 'titles' | 'people' | 'collections';

/** Pages of each section, in id order, with the time they last changed. */
const sectionQueries: Record<SitemapSection, string> = {
  titles: `SELECT '/titles/' || id || '/' || slug AS path, updated_at::text AS updated_at FROM titles ORDER BY id LIMIT $1 OFFSET $2`,
  // A person's canonical address is filed under their job, as the API's answers link it.
  people: `SELECT '/people/' || ${personJobSql('p.id')} || '/' || p.id || '/' || p.slug AS path,
    p.updated_at::text AS updated_at FROM people p ORDER BY p.id LIMIT $1 OFFSET $2`,
  collections: `SELECT '/collections/' || id || '/' || slug AS path, updated_at::text AS updated_at FROM collections ORDER BY id LIMIT $1 OFFSET $2`,
};

const countQueries: Record<SitemapSection, string> = {
  titles: 'SELECT count(*)::int AS total FROM titles',
  people: 'SELECT count(*)::int AS total FROM people',
  collections: 'SELECT count(*)::int AS total FROM collections',
};

export function findSitemapEntries(
  database: DatabaseHandle,
  section: SitemapSection,
  limit: number,
  offset: number,
): Promise<SitemapEntryRow[]> {
  return database.sql.query<SitemapEntryRow>(sectionQueries[section], [limit, offset]);
}

export async function countSitemapEntries(
  database: DatabaseHandle,
  section: SitemapSection,
): Promise<number> {
  const [row] = await database.sql.query<{ total: number }>(countQueries[section]);
  return row?.total ?? 0;
}
