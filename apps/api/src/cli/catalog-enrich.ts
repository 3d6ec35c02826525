import { Presets, SingleBar } from 'cli-progress';
import { formatEnrichmentStatus, getEnrichmentStatus } from '../catalog/enrich/get-enrichment-status.ts';
import { retryGivenUpTitles } from '../catalog/enrich/retry-given-up-titles.ts';
import { type EnrichmentRun, runEnrichment } from '../catalog/enrich/run-enrichment.ts';
import { TmdbClient } from '../catalog/enrich/tmdb-client.ts';
import { ImportSummary } from '../catalog/import/import-summary.ts';
import type { OperatorCommandContext } from './operator-command.ts';

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
 * `--status` only prints where enrichment stands. Returns what to print last; a pass TMDB cut
 * short (key refused, unreachable) prints its report and then fails with the reason.
 */
export async function runEnrichCommand(
  { database, config, stdout, stderr, signal }: OperatorCommandContext,
  options: EnrichCommandOptions,
): Promise<string> {
  if (options.status) return formatEnrichmentStatus(await getEnrichmentStatus(database));
  const { tmdb } = config;
  const client = new TmdbClient({
    apiKey: tmdb.apiKey ?? '',
    baseUrl: tmdb.apiBaseUrl,
    requestsPerSecond: tmdb.requestsPerSecond,
  });
  if (options.retry) {
    stdout.write(`Queued ${number.format(await retryGivenUpTitles(database))} titles again.\n`);
  }
  const bar = new SingleBar(
    {
      format: '{bar} {value}/{total} titles · {counts} · {eta_formatted} left',
      etaBuffer: 50,
      stream: stderr,
    },
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
      imageBaseUrl: tmdb.imageBaseUrl,
      summary,
      signal,
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
  }
  const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
  const how = signal.aborted ? 'stopped' : 'finished';
  const report = [`TMDB enrichment ${how} after ${seconds} s: ${formatCounts(run.titles)}`];
  const written = summary.format();
  if (written) report.push(written);
  report.push(formatEnrichmentStatus(await getEnrichmentStatus(database)));
  if (!run.stoppedBy) return report.join('\n');
  stdout.write(`${report.join('\n')}\n`);
  throw run.stoppedBy;
}

function formatCounts(titles: EnrichmentRun['titles']): string {
  return [
    `${number.format(titles.done)} filled`,
    `${number.format(titles.not_found)} not found`,
    `${number.format(titles.retry)} to retry`,
    `${number.format(titles.failed)} given up`,
  ].join(', ');
}
