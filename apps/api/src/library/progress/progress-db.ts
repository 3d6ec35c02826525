import { TITLE_CARD_COLUMNS, type TitleCardRow } from '../../catalog/titles/title-card-sql.ts';
import type { SqlRunner } from '../../db/client.ts';

/** Every query of watch progress and history. Business files call these; nothing else writes the tables. */

type Sql = Pick<SqlRunner, 'query'>;

/** A film or an episode of a series: what one progress row and a history entry are about. */
export interface WatchItem {
  titleId: number;
  episodeId: number | null;
}

/** The film or episode a file plays, or null when no such file exists. */
export async function findFileItem(sql: Sql, fileId: number): Promise<WatchItem | null> {
  const [row] = await sql.query<{ title_id: number; episode_id: number | null }>(
    'SELECT title_id, episode_id FROM title_files WHERE id = $1',
    [fileId],
  );
  return row ? { titleId: row.title_id, episodeId: row.episode_id } : null;
}

/**
 * Serialises one profile's progress reports (a transaction-scoped advisory lock keyed by the profile), so
 * two "finished" reports sent at once cannot both write a history entry.
 */
export async function lockProfileProgress(tx: Sql, profileId: number): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock(14, $1)', [profileId]);
}

export async function upsertProgress(
  tx: Sql,
  profileId: number,
  item: WatchItem,
  play: { fileId: number; position: number; duration: number },
): Promise<void> {
  await tx.query(
    `INSERT INTO watch_progress (profile_id, title_id, episode_id, file_id, position_seconds, duration_seconds)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT ON CONSTRAINT watch_progress_one_per_item DO UPDATE
     SET file_id = EXCLUDED.file_id, position_seconds = EXCLUDED.position_seconds,
         duration_seconds = EXCLUDED.duration_seconds, updated_at = now()`,
    [profileId, item.titleId, item.episodeId, play.fileId, play.position, play.duration],
  );
}

/** Removes the item's saved position; true when there was one. */
export async function deleteProgress(tx: Sql, profileId: number, item: WatchItem): Promise<boolean> {
  const rows = await tx.query(
    `DELETE FROM watch_progress
     WHERE profile_id = $1 AND title_id = $2 AND episode_id IS NOT DISTINCT FROM $3::int RETURNING id`,
    [profileId, item.titleId, item.episodeId],
  );
  return rows.length > 0;
}

export interface LatestPlay {
  id: number;
  watchedAt: Date;
  /** How many history entries the item has. */
  plays: number;
  /** Whether the latest entry is younger than `withinSeconds`: the same play reported again. */
  recent: boolean;
}

export async function findLatestPlay(
  tx: Sql,
  profileId: number,
  item: WatchItem,
  withinSeconds: number,
): Promise<LatestPlay | null> {
  const [row] = await tx.query<{
    id: string | number;
    watched_at: Date;
    plays: string | number;
    recent: boolean;
  }>(
    `SELECT id, watched_at, count(*) OVER () AS plays, watched_at > now() - make_interval(secs => $4) AS recent
     FROM watch_history
     WHERE profile_id = $1 AND title_id = $2 AND episode_id IS NOT DISTINCT FROM $3::int
     ORDER BY watched_at DESC, id DESC LIMIT 1`,
    [profileId, item.titleId, item.episodeId, withinSeconds],
  );
  if (!row) return null;
  return {
    id: Number(row.id),
    watchedAt: new Date(row.watched_at),
    plays: Number(row.plays),
    recent: row.recent,
  };
}

export async function insertHistoryEntry(
  tx: Sql,
  profileId: number,
  item: WatchItem,
  play: { fileId: number; position: number; duration: number },
): Promise<{ id: number; watchedAt: Date }> {
  const [row] = await tx.query<{ id: string | number; watched_at: Date }>(
    `INSERT INTO watch_history (profile_id, title_id, episode_id, file_id, position_seconds, duration_seconds)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id, watched_at`,
    [profileId, item.titleId, item.episodeId, play.fileId, play.position, play.duration],
  );
  if (!row) throw new Error('history insert returned no row');
  return { id: Number(row.id), watchedAt: new Date(row.watched_at) };
}

/** The saved position of the film or episode `fileId` plays (whichever of its files was played). */
export async function findSavedPosition(sql: Sql, profileId: number, item: WatchItem) {
  const [row] = await sql.query<{ position_seconds: number; duration_seconds: number; updated_at: Date }>(
    `SELECT position_seconds, duration_seconds, updated_at FROM watch_progress
     WHERE profile_id = $1 AND title_id = $2 AND episode_id IS NOT DISTINCT FROM $3::int`,
    [profileId, item.titleId, item.episodeId],
  );
  return row ?? null;
}

/** The columns naming a title card, its watch key and the episode (null for a film) of `t`, `e`, `s`. */
const ITEM_COLUMNS = `${TITLE_CARD_COLUMNS}, t.imdb_id,
  e.id AS episode_id, e.number AS episode_number, e.name_en AS episode_name_en,
  e.name_fa AS episode_name_fa, s.number AS season_number`;

export interface ItemRow extends TitleCardRow {
  imdb_id: string | null;
  episode_id: number | null;
  episode_number: number | null;
  episode_name_en: string | null;
  episode_name_fa: string | null;
  season_number: number | null;
}

export interface HistoryRow extends ItemRow {
  history_id: string | number;
  file_id: number | null;
  position_seconds: number | null;
  duration_seconds: number;
  watched_at: Date;
  rewatch_count: string | number;
}

/** One page of the profile's history, last watched first; each entry numbered among its item's plays. */
export function listHistoryPage(
  sql: Sql,
  profileId: number,
  limit: number,
  offset: number,
): Promise<HistoryRow[]> {
  return sql.query<HistoryRow>(
    `WITH numbered AS (
       SELECT h.*, count(*) OVER (
         PARTITION BY h.title_id, h.episode_id ORDER BY h.watched_at, h.id) - 1 AS rewatch_count
       FROM watch_history h WHERE h.profile_id = $1)
     SELECT n.id AS history_id, n.file_id, n.position_seconds, n.duration_seconds, n.watched_at,
       n.rewatch_count, ${ITEM_COLUMNS}
     FROM numbered n
     JOIN titles t ON t.id = n.title_id
     LEFT JOIN episodes e ON e.id = n.episode_id
     LEFT JOIN seasons s ON s.id = e.season_id
     ORDER BY n.watched_at DESC, n.id DESC LIMIT $2 OFFSET $3`,
    [profileId, limit, offset],
  );
}

export async function countHistory(sql: Sql, profileId: number): Promise<number> {
  const [row] = await sql.query<{ total: string | number }>(
    'SELECT count(*) AS total FROM watch_history WHERE profile_id = $1',
    [profileId],
  );
  return Number(row?.total ?? 0);
}

/** True when the entry existed and was the profile's. */
export async function deleteHistoryRow(sql: Sql, profileId: number, id: number): Promise<boolean> {
  const rows = await sql.query('DELETE FROM watch_history WHERE profile_id = $1 AND id = $2 RETURNING id', [
    profileId,
    id,
  ]);
  return rows.length > 0;
}

export async function deleteAllHistory(sql: Sql, profileId: number): Promise<void> {
  await sql.query('DELETE FROM watch_history WHERE profile_id = $1', [profileId]);
}

export interface InProgressRow extends ItemRow {
  file_id: number;
  position_seconds: number;
  duration_seconds: number;
  updated_at: Date;
}

/** The profile's started, unfinished films and episodes, newest first. */
export function listInProgress(sql: Sql, profileId: number, limit: number): Promise<InProgressRow[]> {
  return sql.query<InProgressRow>(
    `SELECT p.file_id, p.position_seconds, p.duration_seconds, p.updated_at, ${ITEM_COLUMNS}
     FROM watch_progress p
     JOIN titles t ON t.id = p.title_id
     LEFT JOIN episodes e ON e.id = p.episode_id
     LEFT JOIN seasons s ON s.id = e.season_id
     WHERE p.profile_id = $1
     ORDER BY p.updated_at DESC, p.id DESC LIMIT $2`,
    [profileId, limit],
  );
}

export interface NextEpisodeRow extends ItemRow {
  episode_id: number;
  file_id: number;
  last_watched_at: Date;
}

/**
 * For each series the profile finished an episode of (specials, season 0, left out), the aired episode
 * that follows the last one finished (an episode without an air date counts as aired), when it has
 * a file to play. Series with an episode in progress are left to the continue-watching list.
 */
export function listNextEpisodes(sql: Sql, profileId: number, limit: number): Promise<NextEpisodeRow[]> {
  return sql.query<NextEpisodeRow>(
    `WITH last_finished AS (
       SELECT DISTINCT ON (h.title_id) h.title_id, h.watched_at, s.number AS season, e.number AS episode
       FROM watch_history h
       JOIN episodes e ON e.id = h.episode_id
       JOIN seasons s ON s.id = e.season_id
       WHERE h.profile_id = $1 AND s.number > 0
       ORDER BY h.title_id, h.watched_at DESC, h.id DESC)
     SELECT lf.watched_at AS last_watched_at, ${ITEM_COLUMNS},
       (SELECT f.id FROM title_files f WHERE f.episode_id = e.id
        ORDER BY f.premium_only, f.language <> 'original', f.id LIMIT 1) AS file_id
     FROM last_finished lf
     JOIN titles t ON t.id = lf.title_id
     JOIN LATERAL (
       SELECT e2.id FROM episodes e2 JOIN seasons s2 ON s2.id = e2.season_id
       WHERE s2.title_id = lf.title_id AND s2.number > 0
         AND (s2.number, e2.number) > (lf.season, lf.episode)
         AND (e2.air_date IS NULL OR e2.air_date <= current_date)
       ORDER BY s2.number, e2.number LIMIT 1) next ON true
     JOIN episodes e ON e.id = next.id
     JOIN seasons s ON s.id = e.season_id
     WHERE EXISTS (SELECT 1 FROM title_files f WHERE f.episode_id = e.id)
       AND NOT EXISTS (SELECT 1 FROM watch_progress p WHERE p.profile_id = $1 AND p.title_id = lf.title_id)
     ORDER BY lf.watched_at DESC LIMIT $2`,
    [profileId, limit],
  );
}
