import type { RtStatus } from '../../db/schema/catalog.ts';
import { titlePosterKey } from '../../images/stored-image-sql.ts';

/**
 * The columns of a title card (a TitleResult before presenting), selected from `titles t`. Static
 * SQL shared by every query that lists titles, so each list is one round trip.
 */
export const TITLE_CARD_COLUMNS = `
  t.id, t.slug, t.type, ${titlePosterKey('t')} AS poster_key, t.title_en, t.title_fa, t.year,
  to_char(t.release_date, 'YYYY-MM-DD') AS release_date, t.countries,
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
  /** Content key of the stored poster; null while none is stored. */
  poster_key: string | null;
  title_en: string;
  title_fa: string | null;
  year: number | null;
  /** With `countries`, what dates an Iranian title in the Solar Hijri calendar. */
  release_date: string | null;
  countries: string[];
  rating: number | null;
  rt_meter: number | null;
  rt_status: RtStatus | null;
  genres: Array<{ id: number; titleFa: string }>;
}
