import fs from 'node:fs';
import path from 'node:path';
import { fileFormats } from '../../apps/api/src/catalog/import/import-formats.ts';
import { runImport } from '../../apps/api/src/catalog/import/run-import.ts';
import { seedCatalogIfEmpty } from '../../apps/api/src/catalog/seed/seed-catalog.ts';
import type { DatabaseHandle } from '../../apps/api/src/db/client.ts';
import { dayFromToday } from '../../apps/api/test/support/day-from-today.ts';

/**
 * The open catalogue has no unreleased titles, so "coming soon" is empty on a fresh install. The
 * browser tests need some: they seed the catalogue, then import two upcoming films as an operator
 * would (TMDB v3 responses), before the server starts.
 */
export async function seedWithUpcomingTitles(database: DatabaseHandle, dataDir: string): Promise<void> {
  const directory = path.join(dataDir, 'upcoming');
  fs.mkdirSync(directory, { recursive: true });
  const films = [
    { id: 990001, title: 'The Long Road Home', overview: 'A family crosses the country.', days: 20 },
    { id: 990002, title: 'Winter Harbour', overview: 'A fisherman waits for spring.', days: 45 },
  ];
  for (const film of films) {
    const response = {
      id: film.id,
      title: film.title,
      original_title: film.title,
      overview: film.overview,
      release_date: dayFromToday(film.days),
      genres: [{ id: 18, name: 'Drama' }],
      runtime: 100,
    };
    fs.writeFileSync(path.join(directory, `${film.id}.json`), JSON.stringify(response));
  }
  // What `npm run catalog -- seed` and `-- import tmdb <dir>` run, in this process.
  await seedCatalogIfEmpty(database);
  await runImport(database, fileFormats.tmdb(directory));
}
