import type { Tx } from '../import/record-table-sql.ts';

/**
 * The demo catalogue's own reads and marks (raw SQL: they run in the seed's transaction of raw statements).
 * What the seed writes goes through the import writer (catalog/import/catalog-writer-db.ts) and,
 * for the sample files, through media (media/add-sample-files.ts).
 */

// Any fixed number: keeps two instances starting together on one PostgreSQL from both seeding.
const SEED_LOCK_KEY = 7_305_203;

/** Takes the seed's lock for the transaction; answers whether the catalogue has titles already. */
export async function lockSeedAndFindTitles(tx: Tx): Promise<boolean> {
  await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK_KEY]);
  const [existing] = await tx.query<{ any: boolean }>('SELECT EXISTS (SELECT 1 FROM titles) AS any');
  return existing?.any ?? false;
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
 * Marks the genres of these titles as checked by hand, as an operator's edit would (the lock of
 * operator_locked): data/demo-series.json's genres were, and a looser source's later on the same
 * title (the Netflix snapshot calls Breaking Bad a comedy) must not add to them.
 */
export async function lockCheckedGenres(tx: Tx, titleIds: number[]): Promise<void> {
  await tx.query(
    `UPDATE titles SET operator_locked = array_append(operator_locked, 'genreIds')
     WHERE id = ANY($1::int[]) AND NOT 'genreIds' = ANY(operator_locked)`,
    [titleIds],
  );
}
