import type { PlaybackMarkerKind } from '@pardeh/contract';
import type { DatabaseHandle } from '../../db/client.ts';
import type { FileLanguage, TitleType } from '../../db/schema/catalog.ts';
import { titleBackdropKey, titlePosterKey } from '../../images/stored-image-sql.ts';
import { suitsViewerSql } from '../maturity/maturity-sql.ts';
import type { FileRow } from '../titles/title-detail-db.ts';

/** What the watch, trailer and screenshots calls read: one small query each. */

export interface WatchTitleRow {
  id: number;
  slug: string;
  type: TitleType;
  title_en: string;
  title_fa: string | null;
  year: number | null;
  imdb_id: string | null;
  poster_key: string | null;
  backdrop_key: string | null;
  trailer_url: string | null;
}

export interface PlayableFileRow extends FileRow {
  url: string;
}

export interface FileMarkerRow {
  kind: PlaybackMarkerKind;
  start: number;
  end: number;
}

/** The file asked for, with what only the player of that file needs. */
export interface WatchedFileRow extends PlayableFileRow {
  thumbnails_key: string | null;
  markers: FileMarkerRow[];
}

const FILE_COLUMNS = 'id, episode_id, quality, size_bytes::float8 AS size_bytes, language, premium_only, url';

/** A title by IMDb id (`tt…`) or by Pardeh id (digits); null too when above a kids' profile's `maturityAge`. */
export async function findWatchTitle(
  database: DatabaseHandle,
  key: string,
  maturityAge: number | null,
): Promise<WatchTitleRow | null> {
  const byImdb = key.startsWith('tt');
  const [row] = await database.sql.query<WatchTitleRow>(
    `SELECT t.id, t.slug, t.type, t.title_en, t.title_fa, t.year, t.imdb_id, t.trailer_url,
       ${titlePosterKey('t')} AS poster_key, ${titleBackdropKey('t')} AS backdrop_key
     FROM titles t WHERE ${byImdb ? 'imdb_id = $1' : 'id = $1::int'} AND ${suitsViewerSql('t', '$2')}`,
    [key, maturityAge],
  );
  return row ?? null;
}

/**
 * One file of a title, or null when the id is unknown or belongs to another title; with its
 * thumbnail track and its confirmed skip markers (a `real` read through `numeric`, so 83.4 stays
 * 83.4 rather than float4's 83.4000015…), in the same statement since it runs before the others.
 */
export async function findTitleFile(
  database: DatabaseHandle,
  titleId: number,
  fileId: number,
): Promise<WatchedFileRow | null> {
  const [row] = await database.sql.query<WatchedFileRow>(
    `SELECT ${FILE_COLUMNS}, thumbnails_key,
       COALESCE((
         SELECT json_agg(json_build_object(
             'kind', m.kind, 'start', m.start_seconds::numeric, 'end', m.end_seconds::numeric)
           ORDER BY m.start_seconds)
         FROM file_markers m WHERE m.file_id = title_files.id AND m.status = 'confirmed'
       ), '[]'::json) AS markers
     FROM title_files WHERE title_id = $1 AND id = $2`,
    [titleId, fileId],
  );
  return row ?? null;
}

/** The title's files of one episode (or of the film when `episodeId` is null). */
export function findSiblingFiles(
  database: DatabaseHandle,
  titleId: number,
  episodeId: number | null,
): Promise<PlayableFileRow[]> {
  return database.sql.query<PlayableFileRow>(
    `SELECT ${FILE_COLUMNS} FROM title_files
     WHERE title_id = $1 AND episode_id IS NOT DISTINCT FROM $2::int ORDER BY id`,
    [titleId, episodeId],
  );
}

export function findScreenshots(
  database: DatabaseHandle,
  titleId: number,
): Promise<Array<{ id: number; url: string }>> {
  return database.sql.query('SELECT id, url FROM screenshots WHERE title_id = $1 ORDER BY position, id', [
    titleId,
  ]);
}

export interface FileSubtitleRow {
  id: number;
  language: string;
  label: string;
  storage_key: string;
}

/** The file's subtitle tracks (media pipeline), oldest first. */
export function findFileSubtitles(database: DatabaseHandle, fileId: number): Promise<FileSubtitleRow[]> {
  return database.sql.query<FileSubtitleRow>(
    'SELECT id, language, label, storage_key FROM file_subtitles WHERE file_id = $1 ORDER BY id',
    [fileId],
  );
}

/** The storage key of the frame the media pipeline took from the file, if it made the file. */
export async function findFilePosterKey(database: DatabaseHandle, fileId: number): Promise<string | null> {
  const [row] = await database.sql.query<{ poster_key: string | null }>(
    'SELECT poster_key FROM media_assets WHERE title_file_id = $1',
    [fileId],
  );
  return row?.poster_key ?? null;
}

export interface WatchEpisodeRow {
  id: number;
  season_number: number;
  number: number;
  name_en: string | null;
  name_fa: string | null;
  runtime: number | null;
  file_id: number | null;
  /** In the season of the episode asked about (the others are the next episode only). */
  in_season: boolean;
  is_next: boolean;
}

/**
 * The episodes of an episode's season, and the episode after it (the next in the season, else
 * the first of the following season that has one), by season and episode number. Each with the
 * file to play: one in `language`, the version being watched, else the one the title page's
 * episode list opens (free first, then the original language, then the oldest).
 */
export function findSeasonEpisodes(
  database: DatabaseHandle,
  episodeId: number,
  language: FileLanguage,
): Promise<WatchEpisodeRow[]> {
  return database.sql.query<WatchEpisodeRow>(
    `WITH here AS (
       SELECT s.title_id, s.id AS season_id, s.number AS season_number, e.number
       FROM episodes e JOIN seasons s ON s.id = e.season_id WHERE e.id = $1),
     next AS (
       SELECT e.id FROM here h JOIN seasons s ON s.title_id = h.title_id JOIN episodes e ON e.season_id = s.id
       WHERE (s.number, e.number) > (h.season_number, h.number)
       ORDER BY s.number, e.number LIMIT 1)
     SELECT e.id, s.number AS season_number, e.number, e.name_en, e.name_fa, e.runtime,
       (SELECT f.id FROM title_files f WHERE f.episode_id = e.id
        ORDER BY f.language <> $2::text, f.premium_only, f.language <> 'original', f.id LIMIT 1) AS file_id,
       s.id = h.season_id AS in_season,
       e.id IN (SELECT id FROM next) AS is_next
     FROM here h JOIN seasons s ON s.title_id = h.title_id JOIN episodes e ON e.season_id = s.id
     WHERE s.id = h.season_id OR e.id IN (SELECT id FROM next)
     ORDER BY s.number, e.number`,
    [episodeId, language],
  );
}
