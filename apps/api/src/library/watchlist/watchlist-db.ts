import type { TitleType } from '@pardeh/contract';
import { TITLE_CARD_COLUMNS, type TitleCardRow } from '../../catalog/titles/title-card-sql.ts';
import type { DatabaseHandle } from '../../db/client.ts';

/** Every query of the watchlist part. Use cases call these; nothing else writes watchlist_items. */

/**
 * Adds or removes the title in one statement, so a concurrent delete of the title cannot slip
 * between the existence check and the write. Returns false when the title does not exist.
 */
export async function writeWatchlistItem(
  database: DatabaseHandle,
  profileId: number,
  titleId: number,
  action: 'add' | 'remove',
): Promise<boolean> {
  const write =
    action === 'add'
      ? 'INSERT INTO watchlist_items (profile_id, title_id) SELECT $1, id FROM title ON CONFLICT DO NOTHING'
      : 'DELETE FROM watchlist_items WHERE profile_id = $1 AND title_id IN (SELECT id FROM title)';
  const [row] = await database.sql.query<{ found: boolean }>(
    `WITH title AS (SELECT id FROM titles WHERE id = $2), written AS (${write})
     SELECT EXISTS (SELECT 1 FROM title) AS found`,
    [profileId, titleId],
  );
  return row?.found ?? false;
}

export interface WatchlistRow extends TitleCardRow {
  added_at: Date | string;
}

/** One page of the profile's saved titles, newest first (ties by title id, so pages never overlap). */
export async function findWatchlistPage(
  database: DatabaseHandle,
  profileId: number,
  { type, page, perPage }: { type: TitleType | undefined; page: number; perPage: number },
): Promise<{ rows: WatchlistRow[]; total: number }> {
  const filter = 'w.profile_id = $1 AND ($2::text IS NULL OR t.type = $2::text)';
  const [rows, [count]] = await Promise.all([
    database.sql.query<WatchlistRow>(
      `SELECT ${TITLE_CARD_COLUMNS}, w.added_at
       FROM watchlist_items w JOIN titles t ON t.id = w.title_id
       WHERE ${filter}
       ORDER BY w.added_at DESC, w.title_id DESC
       LIMIT $3 OFFSET $4`,
      [profileId, type ?? null, perPage, (page - 1) * perPage],
    ),
    database.sql.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM watchlist_items w JOIN titles t ON t.id = w.title_id WHERE ${filter}`,
      [profileId, type ?? null],
    ),
  ]);
  return { rows, total: count?.total ?? 0 };
}

export interface TitleViewerRow {
  in_watchlist: boolean;
  like: number;
  likes: number;
  dislikes: number;
  progress: {
    fileId: number;
    episodeId: number | null;
    positionSeconds: number;
    durationSeconds: number;
    updatedAt: string;
  } | null;
}

/**
 * The caller's state for one title and its fresh like counts, in one round trip. Likes and
 * progress are written by their own parts; this only reads them. The progress is the most recently
 * updated unfinished film or episode (a finished play leaves watch_progress).
 */
export async function findTitleViewer(
  database: DatabaseHandle,
  profileId: number,
  titleId: number,
): Promise<TitleViewerRow> {
  const [row] = await database.sql.query<TitleViewerRow>(
    `SELECT
       EXISTS (SELECT 1 FROM watchlist_items WHERE profile_id = $1 AND title_id = $2) AS in_watchlist,
       COALESCE((SELECT value FROM title_likes WHERE profile_id = $1 AND title_id = $2), 0)::int AS "like",
       (SELECT count(*)::int FROM title_likes WHERE title_id = $2 AND value = 1) AS likes,
       (SELECT count(*)::int FROM title_likes WHERE title_id = $2 AND value = -1) AS dislikes,
       (SELECT json_build_object(
           'fileId', p.file_id, 'episodeId', p.episode_id, 'positionSeconds', p.position_seconds,
           'durationSeconds', p.duration_seconds, 'updatedAt', p.updated_at)
         FROM watch_progress p WHERE p.profile_id = $1 AND p.title_id = $2
         ORDER BY p.updated_at DESC, p.id DESC LIMIT 1) AS progress`,
    [profileId, titleId],
  );
  if (!row) throw new Error('the title viewer query returned no row');
  return row;
}
