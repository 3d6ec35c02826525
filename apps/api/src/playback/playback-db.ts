import type { PlaybackReport } from '@pardeh/contract';
import { eq, lt, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { playbackReports, titles } from '../db/schema/index.ts';

/**
 * Every query of the player's quality-of-experience reports: the one writer of
 * `playback_reports`, and the console's aggregates over it.
 */

/**
 * Stores a batch: a play seen before keeps its title, file and first day, and takes the larger of
 * each running total (beacons may arrive out of order; totals only grow). Reports whose file is
 * not the title's are dropped, so the table holds only plays of real files.
 */
export async function upsertPlaybackReports(db: Database, reports: PlaybackReport[]): Promise<void> {
  const rows = reports.map((report) => ({
    session_id: report.sessionId,
    title_id: report.titleId,
    file_id: report.fileId,
    startup_ms: report.startupMs,
    rebuffer_count: report.rebufferCount,
    rebuffer_ms: report.rebufferMs,
    quality_switches: report.qualitySwitches,
    fatal_error: report.fatalError,
    watch_seconds: report.watchSeconds,
  }));
  // DISTINCT ON: one statement may not update a row twice, and a batch may hold a play twice.
  await db.execute(sql`
    INSERT INTO ${playbackReports} (session_id, title_id, file_id, startup_ms, rebuffer_count,
      rebuffer_ms, quality_switches, fatal_error, watch_seconds)
    SELECT DISTINCT ON (r.session_id) r.session_id, f.title_id, f.id, r.startup_ms, r.rebuffer_count,
      r.rebuffer_ms, r.quality_switches, r.fatal_error, r.watch_seconds
    FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS r(session_id uuid, title_id integer,
      file_id integer, startup_ms integer, rebuffer_count integer, rebuffer_ms integer,
      quality_switches integer, fatal_error text, watch_seconds double precision)
    JOIN title_files f ON f.id = r.file_id AND f.title_id = r.title_id
    ORDER BY r.session_id, r.watch_seconds DESC
    ON CONFLICT (session_id) DO UPDATE SET
      startup_ms = COALESCE(${playbackReports}.startup_ms, EXCLUDED.startup_ms),
      rebuffer_count = GREATEST(${playbackReports}.rebuffer_count, EXCLUDED.rebuffer_count),
      rebuffer_ms = GREATEST(${playbackReports}.rebuffer_ms, EXCLUDED.rebuffer_ms),
      quality_switches = GREATEST(${playbackReports}.quality_switches, EXCLUDED.quality_switches),
      fatal_error = COALESCE(EXCLUDED.fatal_error, ${playbackReports}.fatal_error),
      watch_seconds = GREATEST(${playbackReports}.watch_seconds, EXCLUDED.watch_seconds),
      updated_at = now()`);
}

export async function deletePlaybackReportsBefore(db: Database, cutoff: Date): Promise<void> {
  await db.delete(playbackReports).where(lt(playbackReports.createdAt, cutoff));
}

export async function findReportedTitle(db: Database, id: number) {
  const [row] = await db
    .select({ id: titles.id, titleEn: titles.titleEn, titleFa: titles.titleFa })
    .from(titles)
    .where(eq(titles.id, id));
  return row;
}

/** The raw figures of a set of plays, before the presenter makes ratios of them. */
export interface PlaySums {
  plays: number;
  startupP50Ms: number | null;
  startupP95Ms: number | null;
  rebufferMs: number;
  watchSeconds: number;
  errors: number;
}

// Days are Tehran's: the window starts at Tehran's midnight `days - 1` days before today.
const tehranToday = sql`(now() AT TIME ZONE 'Asia/Tehran')::date`;
const windowStart = (days: number) =>
  sql`((${tehranToday} - ${days - 1}::int)::timestamp AT TIME ZONE 'Asia/Tehran')`;

const playsIn = (days: number, titleId: number | null) => sql`
  SELECT (created_at AT TIME ZONE 'Asia/Tehran')::date AS day, title_id, startup_ms, rebuffer_ms,
    watch_seconds, fatal_error
  FROM ${playbackReports}
  WHERE created_at >= ${windowStart(days)}
    ${titleId === null ? sql`` : sql`AND title_id = ${titleId}`}`;

// percentile_disc: a startup time some play really had; both ignore plays that never started.
const sums = sql`
  count(p.title_id)::int AS "plays",
  (percentile_disc(0.5) WITHIN GROUP (ORDER BY p.startup_ms))::int AS "startupP50Ms",
  (percentile_disc(0.95) WITHIN GROUP (ORDER BY p.startup_ms))::int AS "startupP95Ms",
  coalesce(sum(p.rebuffer_ms), 0)::float8 AS "rebufferMs",
  coalesce(sum(p.watch_seconds), 0)::float8 AS "watchSeconds",
  count(p.fatal_error)::int AS "errors"`;

async function rowsOf<Row>(db: Database, query: SQL): Promise<Row[]> {
  // Both drivers answer `execute` with `{ rows }`.
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

/** One row per Tehran day of the window, oldest first, days without plays included. */
export function dailyPlaySums(db: Database, days: number, titleId: number | null) {
  return rowsOf<PlaySums & { day: string }>(
    db,
    sql`
      WITH p AS (${playsIn(days, titleId)})
      SELECT d.day::date::text AS "day", ${sums}
      FROM generate_series(${tehranToday} - ${days - 1}::int, ${tehranToday}, interval '1 day') AS d(day)
      LEFT JOIN p ON p.day = d.day::date
      GROUP BY d.day ORDER BY d.day`,
  );
}

export async function totalPlaySums(db: Database, days: number, titleId: number | null): Promise<PlaySums> {
  const [row] = await rowsOf<PlaySums>(db, sql`WITH p AS (${playsIn(days, titleId)}) SELECT ${sums} FROM p`);
  if (!row) throw new Error('an aggregate returned no row');
  return row;
}

/** The site's most played titles of the window, most plays first. */
export function topTitlePlaySums(db: Database, days: number, limit: number) {
  return rowsOf<PlaySums & { titleId: number; titleEn: string; titleFa: string | null }>(
    db,
    sql`
      WITH p AS (${playsIn(days, null)})
      SELECT t.id AS "titleId", t.title_en AS "titleEn", t.title_fa AS "titleFa", ${sums}
      FROM p JOIN ${titles} t ON t.id = p.title_id
      GROUP BY t.id
      ORDER BY count(*) DESC, t.id
      LIMIT ${limit}`,
  );
}
