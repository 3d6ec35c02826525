import type { Tx } from '../import/record-table.ts';

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
