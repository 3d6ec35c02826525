import type { Tx } from '../import/record-table-sql.ts';

/**
 * The demo catalogue's own statements (raw SQL: they run in the seed's transaction of raw
 * statements, and each writes a batch). Titles, people, credits and collections go through the
 * import writer (catalog/import/), the sample files through media (media/add-sample-files.ts).
 */

// Any fixed number: keeps two instances starting together on one PostgreSQL from both seeding.
const SEED_LOCK_KEY = 7_305_203;

/** Takes the seed's lock for the transaction; answers whether the catalogue has titles already. */
export async function lockSeedAndFindTitles(tx: Tx): Promise<boolean> {
  await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK_KEY]);
  const [existing] = await tx.query<{ any: boolean }>('SELECT EXISTS (SELECT 1 FROM titles) AS any');
  return existing?.any ?? false;
}

/** The dubbed and subtitled flags of these titles, and the sample trailer on each. */
export async function setDemoFlags(
  tx: Tx,
  flags: Array<{ id: number; isDubbed: boolean; hasSubtitle: boolean }>,
  trailerUrl: string,
): Promise<void> {
  await tx.query(
    `UPDATE titles AS t SET is_dubbed = r.is_dubbed, has_subtitle = r.has_subtitle, trailer_url = $2
     FROM jsonb_to_recordset($1::jsonb) AS r(id integer, is_dubbed boolean, has_subtitle boolean)
     WHERE t.id = r.id`,
    [
      JSON.stringify(
        flags.map((flag) => ({ id: flag.id, is_dubbed: flag.isDubbed, has_subtitle: flag.hasSubtitle })),
      ),
      trailerUrl,
    ],
  );
}

/** Episodes 1..n of each season given (title id, season number, n), in one statement; answers how many. */
export async function insertNumberedEpisodes(
  tx: Tx,
  seasons: Array<{ title_id: number | undefined; number: number; episodes: number | null }>,
): Promise<number> {
  const written = await tx.query<{ count: number }>(
    `WITH inserted AS (
       INSERT INTO episodes (season_id, number)
       SELECT s.id, episode FROM jsonb_to_recordset($1::jsonb) AS r(title_id integer, number integer, episodes integer)
       JOIN seasons s ON s.title_id = r.title_id AND s.number = r.number
       CROSS JOIN LATERAL generate_series(1, r.episodes) AS episode
       RETURNING 1
     ) SELECT count(*)::int AS count FROM inserted`,
    [JSON.stringify(seasons)],
  );
  return written[0]?.count ?? 0;
}

/** The first `episodes` episodes of season 1 of each title given, by title then number. */
export function findFirstEpisodes(
  tx: Tx,
  wanted: Array<{ title_id: number; episodes: number }>,
): Promise<Array<{ titleId: number; episodeId: number }>> {
  return tx.query<{ titleId: number; episodeId: number }>(
    `SELECT s.title_id AS "titleId", e.id AS "episodeId"
     FROM jsonb_to_recordset($1::jsonb) AS r(title_id integer, episodes integer)
     JOIN seasons s ON s.title_id = r.title_id AND s.number = 1
     JOIN episodes e ON e.season_id = s.id AND e.number <= r.episodes
     ORDER BY s.title_id, e.number`,
    [JSON.stringify(wanted)],
  );
}

/**
 * Dates the seeded titles' created_at and updated_at a second apart, ending just before `now`:
 * titles with a Persian name count as the most recently added (so "newest", created_at
 * descending, leads with what a Persian user recognises: Iranian titles and well-known foreign
 * ones), then the rest; within each, in release order, newest first. A title known only by its
 * year counts as released mid-year; one with neither comes last.
 */
export async function dateTitlesInReleaseOrder(tx: Tx, now: Date): Promise<void> {
  // The titles were written in this transaction: without fresh statistics the planner takes the
  // table for empty and joins it with itself row by row (minutes instead of a second).
  await tx.query('ANALYZE titles');
  await tx.query(
    `UPDATE titles AS t SET created_at = $1::timestamptz - r.place * interval '1 second',
       updated_at = $1::timestamptz - r.place * interval '1 second'
     FROM (
       SELECT id, row_number() OVER (
         ORDER BY (title_fa IS NOT NULL) DESC, COALESCE(release_date, make_date(year, 7, 1)) DESC NULLS LAST,
           id DESC) AS place
       FROM titles
     ) AS r
     WHERE t.id = r.id`,
    [now.toISOString()],
  );
}
