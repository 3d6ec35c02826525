import type { SqlRunner } from '../../db/client.ts';

/** How many collections the home page showed before its rows were the operator's to arrange. */
const FIRST_COLLECTIONS = 2;

/**
 * Gives the first collections a row at the end of the home page, unless it has a collection row
 * already. The demo catalogue's seed calls it once it has written its collections: migration 0017
 * laid out the rows before a new database had any collections to place.
 */
export async function showFirstCollectionsOnHome(tx: Pick<SqlRunner, 'query'>): Promise<void> {
  await tx.query(
    `INSERT INTO home_rows (position, kind, collection_id)
     SELECT (SELECT coalesce(max(position), -1) FROM home_rows) + row_number() OVER (ORDER BY c.id), 'collection', c.id
     FROM collections c
     WHERE NOT EXISTS (SELECT 1 FROM home_rows WHERE kind = 'collection')
     ORDER BY c.id LIMIT $1`,
    [FIRST_COLLECTIONS],
  );
}
