import type { DatabaseHandle } from '../../db/client.ts';
import type { TitleType } from '../../db/schema/catalog.ts';
import { storedImageKey } from '../../images/stored-image-sql.ts';
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

const FILE_COLUMNS = 'id, episode_id, quality, size_bytes::float8 AS size_bytes, language, premium_only, url';

/** A title by IMDb id (`tt…`) or by Pardeh id (digits). */
export async function findWatchTitle(database: DatabaseHandle, key: string): Promise<WatchTitleRow | null> {
  const byImdb = key.startsWith('tt');
  const [row] = await database.sql.query<WatchTitleRow>(
    `SELECT t.id, t.slug, t.type, t.title_en, t.title_fa, t.year, t.imdb_id, t.trailer_url,
       ${storedImageKey('t.poster_image_id')} AS poster_key, ${storedImageKey('t.backdrop_image_id')} AS backdrop_key
     FROM titles t WHERE ${byImdb ? 'imdb_id = $1' : 'id = $1::int'}`,
    [key],
  );
  return row ?? null;
}

/** One file of a title, or null when the id is unknown or belongs to another title. */
export async function findTitleFile(
  database: DatabaseHandle,
  titleId: number,
  fileId: number,
): Promise<PlayableFileRow | null> {
  const [row] = await database.sql.query<PlayableFileRow>(
    `SELECT ${FILE_COLUMNS} FROM title_files WHERE title_id = $1 AND id = $2`,
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
