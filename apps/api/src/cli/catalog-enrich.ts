import { Presets, SingleBar } from 'cli-progress';
import { formatEnrichmentStatus, getEnrichmentStatus } from '../catalog/enrich/get-enrichment-status.ts';
import { retryGivenUpTitles } from '../catalog/enrich/retry-given-up-titles.ts';
import { type EnrichmentRun, runEnrichment } from '../catalog/enrich/run-enrichment.ts';
import { TmdbClient } from '../catalog/enrich/tmdb-client.ts';
import { ImportSummary } from '../catalog/import/import-summary.ts';
import type { TmdbConfig } from '../config.ts';
import type { DatabaseHandle } from '../db/client.ts';

export interface EnrichCommandOptions {
  /** Only print where enrichment stands. */
  status?: boolean;
  /** Queue titles marked not found or given up again before running. */
  retry?: boolean;
}

const number = new Intl.NumberFormat('en-US');

/**
 * `npm run catalog -- enrich`: one enrichment pass in the foreground, with a progress bar on
 * stderr (when it is a terminal); Ctrl+C stops after the title in hand and the next run resumes.
 * `--status` only prints where enrichment stands. Checks the configuration before the database
 * opens, and returns the command, which resolves with the exit code.
 */
export function enrichCommand(
  tmdb: TmdbConfig,
  options: EnrichCommandOptions,
): (database: DatabaseHandle) => Promise<number> {
  if (options.status) {
    return async (database) => {
      process.stdout.write(`${formatEnrichmentStatus(await getEnrichmentStatus(database))}\n`);
      return 0;
    };
  }
  const client = new TmdbClient({
    apiKey: tmdb.apiKey ?? '',
    baseUrl: tmdb.apiBaseUrl,
    requestsPerSecond: tmdb.requestsPerSecond,
  });
  return (database) => runPass(database, client, tmdb.imageBaseUrl, options);
}

async function runPass(
  database: DatabaseHandle,
  client: TmdbClient,
  imageBaseUrl: string,
  options: EnrichCommandOptions,
): Promise<number> {
  if (options.retry) {
    process.stdout.write(`Queued ${number.format(await retryGivenUpTitles(database))} titles again.\n`);
  }
  const controller = new AbortController();
  const stop = () => controller.abort();
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  const bar = new SingleBar(
    { format: '{bar} {value}/{total} titles · {counts} · {eta_formatted} left', etaBuffer: 50 },
    Presets.shades_classic,
  );
  const startedAt = performance.now();
  const summary = new ImportSummary();
  const live: EnrichmentRun['titles'] = { done: 0, not_found: 0, retry: 0, failed: 0 };
  let run: EnrichmentRun;
  try {
    run = await runEnrichment({
      database,
      client,
      imageBaseUrl,
      summary,
      signal: controller.signal,
      onStart: (due) => bar.start(due, 0, { counts: '' }),
      onTitle: (_title, outcome) => {
        live[outcome]++;
        // A retry that fell due during the run is one more title than counted at the start.
        if (bar.getProgress() >= 1) bar.setTotal(bar.getTotal() + 1);
        bar.increment(1, { counts: formatCounts(live) });
      },
    });
  } finally {
    bar.stop();
    process.off('SIGINT', stop);
    process.off('SIGTERM', stop);
  }
  const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
  const how = controller.signal.aborted ? 'stopped' : 'finished';
  process.stdout.write(`TMDB enrichment ${how} after ${seconds} s: ${formatCounts(run.titles)}\n`);
  const written = summary.format();
  if (written) process.stdout.write(`${written}\n`);
  process.stdout.write(`${formatEnrichmentStatus(await getEnrichmentStatus(database))}\n`);
  if (!run.stoppedBy) return 0;
  process.stderr.write(`${run.stoppedBy.message}\n`);
  return 1;
}

function formatCounts(titles: EnrichmentRun['titles']): string {
  return [
    `${number.format(titles.done)} filled`,
    `${number.format(titles.not_found)} not found`,
    `${number.format(titles.retry)} to retry`,
    `${number.format(titles.failed)} given up`,
  ].join(', ');
}
