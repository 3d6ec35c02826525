import type { DatabaseHandle } from '../../db/client.ts';

/** VACUUM ANALYZE of the tables a bulk write changes most (a maintenance statement, raw SQL). */
export async function vacuumAnalyzeCatalog(database: Pick<DatabaseHandle, 'sql'>): Promise<void> {
  await database.sql.exec('VACUUM (ANALYZE) titles, title_word_starts, people, credits');
}
