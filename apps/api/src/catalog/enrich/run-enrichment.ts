import { announceCatalogChange } from '../../realtime/catalog-changes.ts';
import { CatalogWriter } from '../import/catalog-writer-db.ts';
import { ImportSummary } from '../import/import-summary.ts';
import { refreshCatalogStatistics } from '../maintenance/refresh-catalog-statistics.ts';
import { type EnrichmentContext, enrichTitle } from './enrich-title.ts';
import {
  countDueTitles,
  type DueTitle,
  listDueTitles,
  markNotFound,
  queueNewTitles,
  recordFailedAttempt,
  type TitleRetryPolicy,
} from './enrichment-db.ts';
import { TmdbAuthError, TmdbUnavailableError } from './tmdb-client.ts';

/** done: filled; not_found: TMDB does not know it; retry: an error, tried again later; failed: given up. */
export type TitleOutcome = 'done' | 'not_found' | 'retry' | 'failed';

export interface EnrichmentRun {
  titles: Record<TitleOutcome, number>;
  /** Why the pass ended early: TMDB refused the key or stayed unreachable. */
  stoppedBy?: TmdbAuthError | TmdbUnavailableError;
}

export interface RunEnrichmentOptions extends Omit<EnrichmentContext, 'summary'> {
  summary?: ImportSummary;
  /** Called once, before the first title, with how many titles are due. */
  onStart?: (due: number) => void;
  /** Called after each title, for progress. */
  onTitle?: (title: DueTitle, outcome: TitleOutcome) => void;
}

/** A title that keeps failing waits 10 min, 20 min, 40 min… (at most a day) and is given up after 6 tries. */
export const titleRetryPolicy: TitleRetryPolicy = {
  maxAttempts: 6,
  baseMs: 10 * 60_000,
  maxMs: 24 * 3_600_000,
};
const DUE_BATCH = 50;
// Pages change under visitors at most this often while a run writes.
const INVALIDATE_EVERY_MS = 30_000;

/**
 * One pass over the queue: queues titles that are new, then enriches every due title, the
 * most-voted first, until none is due or `signal` aborts (the title in hand is finished or left
 * pending, never half-written). A title's own trouble (TMDB does not know it, an answer that
 * cannot be stored) is recorded on it and the pass goes on. Trouble with TMDB itself (the key
 * refused, TMDB unreachable through every retry) ends the pass (`stoppedBy`), so the caller backs
 * off; an outage is also counted against the title it hit, so one title that always fails cannot
 * hold up the queue. A database error throws.
 */
export async function runEnrichment(options: RunEnrichmentOptions): Promise<EnrichmentRun> {
  const { database, signal } = options;
  const context: EnrichmentContext = { ...options, summary: options.summary ?? new ImportSummary() };
  const run: EnrichmentRun = { titles: { done: 0, not_found: 0, retry: 0, failed: 0 } };
  await queueNewTitles(database.sql);
  await database.sql.transaction((tx) => new CatalogWriter(tx).ensureGenres());
  options.onStart?.(await countDueTitles(database.sql));
  const invalidation = throttledInvalidation(
    INVALIDATE_EVERY_MS,
    () => void announceCatalogChange(database.sql),
  );
  const seen = new Set<number>();
  try {
    while (!signal?.aborted) {
      const due = (await listDueTitles(database.sql, DUE_BATCH)).filter((title) => !seen.has(title.id));
      if (due.length === 0) break;
      for (const title of due) {
        if (signal?.aborted) break;
        seen.add(title.id);
        const outcome = await enrichOne(context, title);
        run.titles[outcome]++;
        if (outcome === 'done') invalidation.changed();
        options.onTitle?.(title, outcome);
      }
    }
  } catch (error) {
    if (error instanceof TmdbAuthError || error instanceof TmdbUnavailableError) run.stoppedBy = error;
    else if (!signal?.aborted) throw error;
  } finally {
    invalidation.flush();
  }
  if (run.titles.done > 0) await refreshCatalogStatistics(database);
  return run;
}

async function enrichOne(context: EnrichmentContext, title: DueTitle): Promise<TitleOutcome> {
  const { sql } = context.database;
  try {
    const result = await enrichTitle(context, title);
    if (result.outcome === 'done' || result.outcome === 'skipped') return 'done';
    if (result.outcome === 'not_found') {
      await markNotFound(sql, title.id, result.reason);
      return 'not_found';
    }
    // Another title holds this TMDB record: asking again would not change that.
    await recordFailedAttempt(sql, title.id, result.reason, { ...titleRetryPolicy, maxAttempts: 1 });
    return 'failed';
  } catch (error) {
    // Stopping, or a key TMDB refuses: not the title's fault, so it stays as it was.
    if (context.signal?.aborted || error instanceof TmdbAuthError) throw error;
    const message = error instanceof Error ? error.message : String(error);
    const givenUp = await recordFailedAttempt(sql, title.id, message, titleRetryPolicy);
    if (error instanceof TmdbUnavailableError) throw error;
    return givenUp ? 'failed' : 'retry';
  }
}

/** Drops the catalogue's response caches (every instance's) at most every `intervalMs` while titles change, and at the end. */
function throttledInvalidation(intervalMs: number, invalidate: () => void) {
  let last = Number.NEGATIVE_INFINITY;
  let pending = false;
  return {
    changed() {
      pending = true;
      if (performance.now() - last < intervalMs) return;
      invalidate();
      last = performance.now();
      pending = false;
    },
    flush() {
      if (pending) invalidate();
      pending = false;
    },
  };
}
