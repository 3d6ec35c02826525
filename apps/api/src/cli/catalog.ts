import { parseArgs } from 'node:util';
import { TmdbApiError } from '../catalog/enrich/tmdb-client.ts';
import { importFromTmdbApi, parseTmdbIds } from '../catalog/import/formats/tmdb-api.ts';
import { fileFormats, isFileFormat } from '../catalog/import/import-formats.ts';
import { ImportInputError } from '../catalog/import/import-input-error.ts';
import { runImport } from '../catalog/import/run-import.ts';
import { formatSeedLine, seedCatalogIfEmpty } from '../catalog/seed/seed-catalog.ts';
import { ConfigError, loadConfig } from '../config.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { DataDirLockedError } from '../db/lock.ts';
import { migrate } from '../db/migrate.ts';
import { openDatabaseFor } from '../db/open-for-config.ts';
import { enrichCommand } from './catalog-enrich.ts';

const usage = `Usage:
  npm run catalog -- import <wikidata|netflix|tmdb|imdb> <path>
  npm run catalog -- import tmdb-api --ids <id,id,...> [--type movie|tv]   (ids may be written movie:550 or tv:1399)
  npm run catalog -- seed
  npm run catalog -- enrich [--retry]   (fills what titles lack from TMDB; needs TMDB_API_KEY;
                                         --retry asks again about titles not found or given up)
  npm run catalog -- enrich --status    (where enrichment stands)`;

class UsageError extends Error {}

/** `npm run catalog`: import catalogue data or seed the demo catalogue into the configured database. */
async function main(argv: string[]): Promise<void> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      ids: { type: 'string' },
      type: { type: 'string' },
      status: { type: 'boolean' },
      retry: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const [command, format, target] = positionals;
  if (values.help || !command) throw new UsageError('');
  const config = loadConfig();

  if (command === 'seed') {
    await withDatabase(config, async (database) => {
      const result = await seedCatalogIfEmpty(database);
      process.stdout.write(
        result ? `${formatSeedLine(result)}\n` : 'The catalogue is not empty: nothing seeded.\n',
      );
    });
    return;
  }
  if (command === 'enrich') {
    const enrich = enrichCommand(config.tmdb, values);
    await withDatabase(config, async (database) => {
      process.exitCode = await enrich(database);
    });
    return;
  }
  if (command !== 'import' || !format) throw new UsageError(`Unknown command: ${positionals.join(' ')}`);

  let source: Parameters<typeof runImport>[1];
  let what: string;
  if (format === 'tmdb-api') {
    if (!values.ids) throw new UsageError('tmdb-api needs --ids');
    const type = values.type ?? 'movie';
    if (type !== 'movie' && type !== 'tv') throw new UsageError('--type must be movie or tv');
    const ids = parseTmdbIds(values.ids, type);
    source = importFromTmdbApi(ids, {
      apiKey: config.tmdb.apiKey ?? '',
      baseUrl: config.tmdb.apiBaseUrl,
      requestsPerSecond: config.tmdb.requestsPerSecond,
      imageBaseUrl: config.tmdb.imageBaseUrl,
    });
    what = `TMDB ids ${values.ids}`;
  } else {
    if (!isFileFormat(format)) throw new UsageError(`Unknown format: ${format}`);
    if (!target) throw new UsageError(`import ${format} needs a path`);
    source = fileFormats[format](target);
    what = `${format} from ${target}`;
  }
  await withDatabase(config, async (database) => {
    const startedAt = performance.now();
    const summary = await runImport(database, source);
    const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
    process.stdout.write(`Imported ${what} in ${seconds} s\n${summary.format()}\n`);
  });
}

async function withDatabase(
  config: ReturnType<typeof loadConfig>,
  work: (database: DatabaseHandle) => Promise<void>,
): Promise<void> {
  const database = await openDatabaseFor(config, { operatorWork: true });
  try {
    await migrate(database.sql);
    await work(database);
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  if (error instanceof UsageError) {
    process.stderr.write(`${error.message ? `${error.message}\n\n` : ''}${usage}\n`);
  } else if (
    error instanceof ImportInputError ||
    error instanceof TmdbApiError ||
    error instanceof DataDirLockedError ||
    error instanceof ConfigError
  ) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(
      `Import failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
  }
  process.exitCode = 1;
});
