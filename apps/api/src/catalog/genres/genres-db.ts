import type { DatabaseHandle } from '../../db/client.ts';

export interface GenreCountRow {
  id: number;
  slug: string;
  name_fa: string;
  name_en: string;
  titles_count: number;
}

/** Every genre that has titles, with how many, largest first: an empty category is never listed. */
export function listGenresWithCounts(database: DatabaseHandle): Promise<GenreCountRow[]> {
  return database.sql.query<GenreCountRow>(
    `SELECT g.id, g.slug, g.name_fa, g.name_en, count(tg.title_id)::int AS titles_count
     FROM genres g LEFT JOIN title_genres tg ON tg.genre_id = g.id
     GROUP BY g.id HAVING count(tg.title_id) > 0 ORDER BY titles_count DESC, g.id`,
  );
}

/** The id of a genre named by id or slug, or null when there is no such genre. */
export async function resolveGenreId(database: DatabaseHandle, idOrSlug: string): Promise<number | null> {
  const byId = /^\d+$/.test(idOrSlug);
  const [row] = await database.sql.query<{ id: number }>(
    `SELECT id FROM genres WHERE ${byId ? 'id = $1::int' : 'slug = $1'}`,
    [idOrSlug],
  );
  return row?.id ?? null;
}
