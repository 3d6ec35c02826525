import type { DatabaseHandle } from '../../db/client.ts';
import { findPersonRedirect } from './person-merge-db.ts';

/** The person a merged person's old id now belongs to (answered with a 301), or null. */
export function findMergedPerson(
  database: Pick<DatabaseHandle, 'sql'>,
  oldId: number,
): Promise<number | null> {
  return findPersonRedirect(database.sql, oldId);
}
