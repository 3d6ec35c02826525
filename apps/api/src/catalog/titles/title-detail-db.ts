import type { DatabaseHandle } from '../../db/client.ts';
import type { CreditRole, FileLanguage, RtStatus, TitleType } from '../../db/schema/catalog.ts';
import { personPictureKey, titleBackdropKey, titlePosterKey } from '../../images/stored-image-sql.ts';
import { suitsViewerSql } from '../maturity/maturity-sql.ts';
import { personJobSql } from '../people/person-job-sql.ts';

/** Everything the title page needs. */

const CAST_LIMIT = 30;

export interface TitleRow {
  id: number;
  slug: string;
  type: TitleType;
  title_en: string;
  title_fa: string | null;
  original_title: string | null;
  aliases: string[];
  year: number | null;
  release_date: string | null;
  runtime: number | null;
  age_rating: string | null;
  countries: string[];
  languages: string[];
  imdb_id: string | null;
  rating: number | null;
  imdb_votes: number | null;
  rt_meter: number | null;
  rt_status: RtStatus | null;
  plot_fa: string | null;
  plot_en: string | null;
  tagline_fa: string | null;
  tagline_en: string | null;
  poster_key: string | null;
  backdrop_key: string | null;
  trailer_url: string | null;
  is_dubbed: boolean;
  has_subtitle: boolean;
  coming_soon: boolean;
  expected_release_date: string | null;
  screenshots_count: number;
  likes: number;
  dislikes: number;
}

export interface GenreRow {
  id: number;
  slug: string;
  name_fa: string;
  name_en: string;
}

export interface CreditRow {
  role: CreditRole;
  character_name: string | null;
  person_id: number;
  slug: string;
  fullname_en: string;
  fullname_fa: string | null;
  image_key: string | null;
  /** The person's job, for the path of their page. */
  job: CreditRole;
}

export interface EpisodeRow {
  season_id: number;
  season_number: number;
  season_name: string | null;
  season_air_date: string | null;
  id: number | null;
  number: number | null;
  name_en: string | null;
  name_fa: string | null;
  plot: string | null;
  air_date: string | null;
  runtime: number | null;
  files_count: number;
  file_id: number | null;
}

export interface FileRow {
  id: number;
  episode_id: number | null;
  quality: string;
  size_bytes: number | null;
  language: FileLanguage;
  premium_only: boolean;
}

export interface TitleDetailRows {
  title: TitleRow;
  genres: GenreRow[];
  credits: CreditRow[];
  episodes: EpisodeRow[];
  files: FileRow[];
}

/**
 * The whole title page in one statement: the title's row with its genres, credits, episodes and
 * files as JSON arrays beside it. On the embedded database every statement queues on its one
 * connection, so one round trip instead of five is what keeps a first view from holding up others.
 */
const TITLE_DETAIL_SQL = `
  SELECT t.id, t.slug, t.type, t.title_en, t.title_fa, t.original_title, t.aliases, t.year,
    to_char(t.release_date, 'YYYY-MM-DD') AS release_date, t.runtime, t.age_rating,
    t.countries, t.languages, t.imdb_id, t.imdb_rating::float8 AS rating, t.imdb_votes,
    t.rt_meter, t.rt_status, t.plot_fa, t.plot_en, t.trailer_url,
    ${titlePosterKey('t')} AS poster_key, ${titleBackdropKey('t')} AS backdrop_key,
    t.tagline_fa, t.tagline_en,
    t.is_dubbed, t.has_subtitle, t.coming_soon,
    to_char(t.expected_release_date, 'YYYY-MM-DD') AS expected_release_date,
    (SELECT count(*)::int FROM screenshots s WHERE s.title_id = t.id) AS screenshots_count,
    (SELECT count(*)::int FROM title_likes l WHERE l.title_id = t.id AND l.value = 1) AS likes,
    (SELECT count(*)::int FROM title_likes l WHERE l.title_id = t.id AND l.value = -1) AS dislikes,
    COALESCE((
      SELECT json_agg(json_build_object('id', g.id, 'slug', g.slug, 'name_fa', g.name_fa, 'name_en', g.name_en)
        ORDER BY g.id)
      FROM title_genres tg JOIN genres g ON g.id = tg.genre_id WHERE tg.title_id = t.id
    ), '[]'::json) AS genres,
    COALESCE((
      SELECT json_agg(json_build_object(
          'role', c.role, 'character_name', c.character_name, 'person_id', p.id, 'slug', p.slug,
          'fullname_en', p.fullname_en, 'fullname_fa', p.fullname_fa, 'image_key', ${personPictureKey('p')},
          'job', ${personJobSql('p.id')})
        ORDER BY c.role, c.billing_order, c.id)
      FROM (
        SELECT *, row_number() OVER (PARTITION BY role ORDER BY billing_order, id) AS place
        FROM credits WHERE title_id = t.id AND role IN ('director', 'writer', 'actor')
      ) c JOIN people p ON p.id = c.person_id
      WHERE c.role <> 'actor' OR c.place <= ${CAST_LIMIT}
    ), '[]'::json) AS credits,
    COALESCE((
      SELECT json_agg(json_build_object(
          'season_id', s.id, 'season_number', s.number, 'season_name', s.name,
          'season_air_date', to_char(s.air_date, 'YYYY-MM-DD'), 'id', e.id, 'number', e.number,
          'name_en', e.name_en, 'name_fa', e.name_fa, 'plot', e.plot,
          'air_date', to_char(e.air_date, 'YYYY-MM-DD'), 'runtime', e.runtime,
          'files_count', (SELECT count(*)::int FROM title_files f WHERE f.episode_id = e.id),
          'file_id', (SELECT f.id FROM title_files f WHERE f.episode_id = e.id
            ORDER BY f.premium_only, f.language <> 'original', f.id LIMIT 1))
        ORDER BY s.number, e.number)
      FROM seasons s LEFT JOIN episodes e ON e.season_id = s.id WHERE s.title_id = t.id
    ), '[]'::json) AS episodes,
    COALESCE((
      SELECT json_agg(json_build_object(
          'id', f.id, 'episode_id', f.episode_id, 'quality', f.quality, 'size_bytes', f.size_bytes::float8,
          'language', f.language, 'premium_only', f.premium_only)
        ORDER BY f.id)
      FROM title_files f WHERE f.title_id = t.id
    ), '[]'::json) AS files
  FROM titles t WHERE t.id = $1 AND ${suitsViewerSql('t', '$2')}`;

type TitleDetailRow = TitleRow & Omit<TitleDetailRows, 'title'>;

/** The title page's rows, or null when the title is unknown or above `maturityAge` (a kids' limit; null: none). */
export async function findTitleDetail(
  database: DatabaseHandle,
  id: number,
  maturityAge: number | null,
): Promise<TitleDetailRows | null> {
  const [row] = await database.sql.prepared<TitleDetailRow>('title_detail', TITLE_DETAIL_SQL, [
    id,
    maturityAge,
  ]);
  if (!row) return null;
  const { genres, credits, episodes, files, ...title } = row;
  return { title, genres, credits, episodes, files };
}
