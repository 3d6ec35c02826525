/**
 * Catalogue import time: a full import of the Netflix pair (titles.csv + credits.csv from the
 * reference data) into a fresh embedded database on disk, and into a fresh database on the
 * PostgreSQL server at DATABASE_URL, or on a throwaway one (as the tests start it) when it is not
 * set. Goal: under 60 s.
 *
 *   node --import tsx bench/import-netflix.ts
 *   DATABASE_URL=postgres://user@127.0.0.1:5432/postgres node --import tsx bench/import-netflix.ts
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileFormats } from '../apps/api/src/catalog/import/import-formats.ts';
import { ImportProgress } from '../apps/api/src/catalog/import/import-progress.ts';
import { runImport } from '../apps/api/src/catalog/import/run-import.ts';
import { type DatabaseHandle, type DatabaseTarget, openDatabase } from '../apps/api/src/db/client.ts';
import { migrate } from '../apps/api/src/db/migrate.ts';
import { createBenchDatabase, startBenchPostgres } from './support/bench-databases.ts';
import { recordFigure } from './support/figures.ts';

const netflixDir = path.resolve(import.meta.dirname, '../../shared/data/netflix-titles-credits');
if (!fs.existsSync(netflixDir)) {
  process.stderr.write(`The Netflix reference files are not at ${netflixDir}\n`);
  process.exit(1);
}

async function timeImport(label: string, target: DatabaseTarget | DatabaseHandle): Promise<void> {
  const database = 'sql' in target ? target : await openDatabase(target);
  try {
    await migrate(database.sql);
    const started = performance.now();
    const summary = await runImport(database, fileFormats.netflix(netflixDir), {
      progress: new ImportProgress(),
    });
    const seconds = (performance.now() - started) / 1000;
    const { titles, people, credits } = summary.counts;
    process.stdout.write(
      `import netflix (${label}): ${seconds.toFixed(1)} s for ${titles.inserted} titles, ${people.inserted} people, ` +
        `${credits.inserted} credits; goal: < 60 s\n`,
    );
    recordFigure({
      name: `Netflix import, ${label}`,
      value: `${seconds.toFixed(1)} s (${titles.inserted} titles, ${people.inserted} people, ${credits.inserted} credits)`,
      goal: '< 60 s',
      met: seconds < 60,
    });
  } finally {
    await database.close();
  }
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pardeh-bench-import-'));
try {
  await timeImport('embedded database', { dataDir });
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}

const postgres = await startBenchPostgres();
try {
  const { database } = await createBenchDatabase(postgres.adminUrl, 'pardeh_bench_import');
  await timeImport('PostgreSQL', database);
} finally {
  await postgres.stop();
}
