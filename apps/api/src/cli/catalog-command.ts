import path from 'node:path';
import { parseArgs } from 'node:util';
import { TmdbApiError } from '../catalog/enrich/tmdb-client.ts';
import { importFromTmdbApi, parseTmdbIds } from '../catalog/import/formats/tmdb-api.ts';
import { fileFormats, isFileFormat } from '../catalog/import/import-formats.ts';
import { ImportInputError } from '../catalog/import/import-input-error.ts';
import { ImportProgress } from '../catalog/import/import-progress.ts';
import { prefetchBatches } from '../catalog/import/prefetch-batches.ts';
import { type BatchSource, ImportStoppedError, runImport } from '../catalog/import/run-import.ts';
import { formatSeedLine, seedCatalogIfEmpty } from '../catalog/seed/seed-catalog.ts';
import { runEnrichCommand } from './catalog-enrich.ts';
import { type OperatorCommandContext, UsageError } from './operator-command.ts';

const usage = `Usage:
  npm run catalog -- import <wikidata|netflix|tmdb|imdb> <path>
  npm run catalog -- import tmdb-api --ids <id,id,...> [--type movie|tv]   (ids may be written movie:550 or tv:1399)
  npm run catalog -- seed
  npm run catalog -- enrich [--retry]   (fills what titles lack from TMDB; needs TMDB_API_KEY;
                                         --retry asks again about titles not found or given up)
  npm run catalog -- enrich --status    (where enrichment stands)`;

const parse = (argv: string[]) =>
  parseArgs({
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

/**
 * `npm run catalog -- import|seed|enrich`: imports catalogue data, seeds the demo catalogue or
 * fills titles from TMDB, in the configured database. Failures the operator can act on (bad input,
 * TMDB's refusal, a stop) are one message; anything else comes with its stack.
 */
export async function runCatalogCommand(context: OperatorCommandContext): Promise<string | undefined> {
  try {
    return await run(context);
  } catch (error) {
    const explained =
      error instanceof UsageError ||
      error instanceof ImportInputError ||
      error instanceof ImportStoppedError ||
      error instanceof TmdbApiError;
    if (explained || !(error instanceof Error)) throw error;
    throw new Error(`Catalogue command failed: ${error.stack ?? error.message}`);
  }
}

async function run(context: OperatorCommandContext): Promise<string | undefined> {
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse(context.argv);
  } catch (error) {
    throw new UsageError(`${(error as Error).message}\n\n${usage}`);
  }
  const { positionals, values } = parsed;
  const [command, format, target, ...extra] = positionals;
  if (values.help || !command) throw new UsageError(usage);

  if (command === 'seed' && !format) {
    const result = await seedCatalogIfEmpty(context.database);
    return result ? formatSeedLine(result) : 'The catalogue is not empty: nothing seeded.';
  }
  if (command === 'enrich' && !format) return runEnrichCommand(context, values);
  if (command !== 'import' || !format || extra.length > 0) {
    throw new UsageError(`Unknown command: ${positionals.join(' ')}\n\n${usage}`);
  }
  const { source, what } = await importSource(context, format, target, values);
  const startedAt = performance.now();
  const summary = await runImport(context.database, source, {
    progress: new ImportProgress(context.stderr),
    signal: context.signal,
  });
  const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
  return `Imported ${what} in ${seconds} s\n${summary.format()}`;
}

async function importSource(
  { config, cwd, signal }: OperatorCommandContext,
  format: string,
  target: string | undefined,
  values: ReturnType<typeof parse>['values'],
): Promise<{ source: BatchSource; what: string }> {
  if (format === 'tmdb-api') {
    if (!values.ids) throw new UsageError(`tmdb-api needs --ids\n\n${usage}`);
    const type = values.type ?? 'movie';
    if (type !== 'movie' && type !== 'tv') throw new UsageError(`--type must be movie or tv\n\n${usage}`);
    const fetching = importFromTmdbApi(parseTmdbIds(values.ids, type), {
      apiKey: config.tmdb.apiKey ?? '',
      baseUrl: config.tmdb.apiBaseUrl,
      requestsPerSecond: config.tmdb.requestsPerSecond,
      imageBaseUrl: config.tmdb.imageBaseUrl,
    });
    return { source: await prefetchBatches(fetching, signal), what: `TMDB ids ${values.ids}` };
  }
  if (!isFileFormat(format)) throw new UsageError(`Unknown format: ${format}\n\n${usage}`);
  if (!target) throw new UsageError(`import ${format} needs a path\n\n${usage}`);
  return { source: fileFormats[format](path.resolve(cwd, target)), what: `${format} from ${target}` };
}
