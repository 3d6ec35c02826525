import type { DatabaseHandle } from '../../db/client.ts';
import type { CreditRole, FileLanguage, RtStatus, TitleType } from '../../db/schema/catalog.ts';

/** Everything the title page needs, read in a handful of parallel queries. */

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
  poster_url: string | null;
  backdrop_url: string | null;
  trailer_url: string | null;
  is_dubbed: boolean;
  has_subtitle: boolean;
  coming_soon: boolean;
  expected_release_date: string | null;
  screenshots_count: number;
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
  image_url: string | null;
  /** The person's job, for the path of their page. */
  directed_more: boolean;
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

export async function findTitleDetail(database: DatabaseHandle, id: number): Promise<TitleDetailRows | null> {
  const [[title], genres, credits, episodes, files] = await Promise.all([
    database.sql.query<TitleRow>(
      `SELECT t.id, t.slug, t.type, t.title_en, t.title_fa, t.original_title, t.aliases, t.year,
         to_char(t.release_date, 'YYYY-MM-DD') AS release_date, t.runtime, t.age_rating,
         t.countries, t.languages, t.imdb_id, t.imdb_rating::float8 AS rating, t.imdb_votes,
         t.rt_meter, t.rt_status, t.plot_fa, t.plot_en, t.poster_url, t.backdrop_url, t.trailer_url,
         t.is_dubbed, t.has_subtitle, t.coming_soon,
         to_char(t.expected_release_date, 'YYYY-MM-DD') AS expected_release_date,
         (SELECT count(*)::int FROM screenshots s WHERE s.title_id = t.id) AS screenshots_count
       FROM titles t WHERE t.id = $1`,
      [id],
    ),
    database.sql.query<GenreRow>(
      `SELECT g.id, g.slug, g.name_fa, g.name_en FROM title_genres tg JOIN genres g ON g.id = tg.genre_id
       WHERE tg.title_id = $1 ORDER BY g.id`,
      [id],
    ),
    database.sql.query<CreditRow>(
      `SELECT c.role, c.character_name, p.id AS person_id, p.slug, p.fullname_en, p.fullname_fa, p.image_url,
         (SELECT count(*) FILTER (WHERE role = 'director') > count(*) FILTER (WHERE role = 'actor')
            FROM credits own WHERE own.person_id = p.id) AS directed_more
       FROM (
         SELECT *, row_number() OVER (PARTITION BY role ORDER BY billing_order, id) AS place
         FROM credits WHERE title_id = $1 AND role IN ('director', 'writer', 'actor')
       ) c JOIN people p ON p.id = c.person_id
       WHERE c.role <> 'actor' OR c.place <= ${CAST_LIMIT}
       ORDER BY c.role, c.billing_order, c.id`,
      [id],
    ),
    database.sql.query<EpisodeRow>(
      `SELECT s.id AS season_id, s.number AS season_number, s.name AS season_name,
         to_char(s.air_date, 'YYYY-MM-DD') AS season_air_date,
         e.id, e.number, e.name_en, e.name_fa, e.plot, to_char(e.air_date, 'YYYY-MM-DD') AS air_date, e.runtime,
         (SELECT count(*)::int FROM title_files f WHERE f.episode_id = e.id) AS files_count
       FROM seasons s LEFT JOIN episodes e ON e.season_id = s.id
       WHERE s.title_id = $1 ORDER BY s.number, e.number`,
      [id],
    ),
    database.sql.query<FileRow>(
      `SELECT id, episode_id, quality, size_bytes::float8 AS size_bytes, language, premium_only
       FROM title_files WHERE title_id = $1 ORDER BY id`,
      [id],
    ),
  ]);
  return title ? { title, genres, credits, episodes, files } : null;
}
