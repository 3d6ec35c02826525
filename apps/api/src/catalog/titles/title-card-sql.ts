import type { RtStatus } from '../../db/schema/catalog.ts';

/**
 * The columns of a title card (a TitleResult before presenting), selected from `titles t`. Static
 * SQL shared by every query that lists titles, so each list is one round trip.
 */
export const TITLE_CARD_COLUMNS = `
  t.id, t.slug, t.type, t.poster_url, t.title_en, t.title_fa, t.year,
  t.imdb_rating::float8 AS rating, t.rt_meter, t.rt_status,
  COALESCE((
    SELECT json_agg(json_build_object('id', g.id, 'titleFa', g.name_fa) ORDER BY g.id)
    FROM title_genres tg JOIN genres g ON g.id = tg.genre_id
    WHERE tg.title_id = t.id
  ), '[]'::json) AS genres`;

export interface TitleCardRow {
  id: number;
  slug: string;
  type: 'movie' | 'series';
  poster_url: string | null;
  title_en: string;
  title_fa: string | null;
  year: number | null;
  rating: number | null;
  rt_meter: number | null;
  rt_status: RtStatus | null;
  genres: Array<{ id: number; titleFa: string }>;
}
