import type { Tx } from '../import/record-table.ts';

/**
 * Dates the seeded titles' created_at and updated_at in release order, a second apart, ending
 * just before `now`: the newest release counts as the most recently added, so "newest" (created_at
 * descending) lists recent titles first instead of whatever order one timestamp's ties fall in. A
 * title known only by its year counts as released mid-year; one with neither comes last.
 */
export async function dateTitlesInReleaseOrder(tx: Tx, now: Date): Promise<void> {
  await tx.query(
    `UPDATE titles AS t SET created_at = $1::timestamptz - r.place * interval '1 second',
       updated_at = $1::timestamptz - r.place * interval '1 second'
     FROM (
       SELECT id, row_number() OVER (
         ORDER BY COALESCE(release_date, make_date(year, 7, 1)) DESC NULLS LAST, id DESC) AS place
       FROM titles
     ) AS r
     WHERE t.id = r.id`,
    [now.toISOString()],
  );
}
