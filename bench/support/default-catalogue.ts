import { seedCatalogIfEmpty } from '../../apps/api/src/catalog/seed/seed-catalog.ts';
import { type DatabaseHandle, openDatabase } from '../../apps/api/src/db/client.ts';
import { migrate } from '../../apps/api/src/db/migrate.ts';

/** An in-memory embedded database holding the default catalogue, as a first start seeds it (~40 s). */
export async function openDefaultCatalogue(): Promise<DatabaseHandle> {
  const database = await openDatabase({ inMemory: true });
  await migrate(database.sql);
  await seedCatalogIfEmpty(database);
  return database;
}
