import type { TitleSearchQuery } from '@pardeh/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../../db/client.ts';
import { prepareSearchQuery } from '../search/search-query.ts';
import { forgetStaleSearchMisses } from './forget-stale-search-misses.ts';
import { upsertSearchMisses } from './search-misses-db.ts';

// Misses are added up in memory and written together: a hot miss answered from the cache costs
// one statement a second, not one a request. What a crash loses is at most this long's counts.
const WRITE_AFTER_MS = 1_000;
// A burst of different texts is written at once past this many, so the batch stays small.
const MAX_BATCH_TEXTS = 500;
// How often a process forgets stale misses, after a write (the first after start included).
const FORGET_EVERY_MS = 60 * 60_000;

/** One database's misses not yet written, and the write under way. */
class SearchMissBatch {
  private counts = new Map<string, number>();
  private timer: NodeJS.Timeout | undefined;
  private writing: Promise<void> = Promise.resolve();
  private forgotAt = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly database: DatabaseHandle,
    private readonly log: FastifyBaseLogger,
  ) {}

  add(text: string): void {
    this.counts.set(text, (this.counts.get(text) ?? 0) + 1);
    if (this.counts.size >= MAX_BATCH_TEXTS) void this.write();
    else this.timer ??= setTimeout(() => void this.write(), WRITE_AFTER_MS).unref();
  }

  /** Writes what was added so far, after any write under way; resolves when both are done. */
  write(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    if (this.counts.size === 0) return this.writing;
    const batch = this.counts;
    this.counts = new Map();
    this.writing = this.writing.then(async () => {
      await upsertSearchMisses(this.database.db, batch).catch((error: unknown) =>
        this.log.warn({ err: error, texts: batch.size }, 'missed searches were not counted'),
      );
      await this.forgetStaleHourly().catch((error: unknown) =>
        this.log.warn({ err: error }, 'stale missed searches were not forgotten'),
      );
    });
    return this.writing;
  }

  private async forgetStaleHourly(): Promise<void> {
    if (Date.now() - this.forgotAt < FORGET_EVERY_MS) return;
    this.forgotAt = Date.now();
    await forgetStaleSearchMisses(this.database.db);
  }
}

const batches = new WeakMap<DatabaseHandle, SearchMissBatch>();

/**
 * Counts a results-page search that found nothing, once its answer is known (`sendPublic`'s
 * `onAnswer`), so an answer from the in-process cache counts too; one a browser or CDN kept does
 * not reach the server and cannot. The count is written in the background, batched: the answer
 * never waits for it, and a failure is logged, never the visitor's.
 */
export function recordTitleSearchMiss(
  database: DatabaseHandle,
  query: TitleSearchQuery,
  answerBody: string,
  log: FastifyBaseLogger,
): void {
  const text = missedText(query, answerBody);
  if (!text) return;
  let batch = batches.get(database);
  if (!batch) {
    batch = new SearchMissBatch(database, log);
    batches.set(database, batch);
  }
  batch.add(text);
}

/** Writes the misses counted so far now; resolves when they are stored (shutdown, tests). */
export async function settleSearchMissWrites(database: DatabaseHandle): Promise<void> {
  await batches.get(database)?.write();
}

/**
 * The text to count, or null. Only the full results' answer counts (a page: `{data, meta}`): the
 * dropdown's (a list, no `meta`) comes at every pause in typing, so its misses are mostly
 * prefixes of a word still being typed. A filtered listing (type, dubbed, genre, years) may find
 * nothing because of the filter, and `as_typed` turns the forgiving steps off: neither says the
 * catalogue lacks the text.
 */
function missedText(query: TitleSearchQuery, answerBody: string): string | null {
  if (query.as_typed || (query.type && query.type !== 'all') || query.is_dubbed || query.genre) return null;
  if (query.year_from || query.year_to) return null;
  const text = prepareSearchQuery(query.q ?? query.query);
  return text && isEmptyPage(answerBody) ? text : null;
}

// Both answers start with their titles (`data`, then `meta`): one with any is told by its first
// characters, without parsing it.
const NO_TITLES_PREFIX = '{"data":[]';

/** True for a page of the listing that found no title at all (not merely a page past its last). */
function isEmptyPage(answerBody: string): boolean {
  if (!answerBody.startsWith(NO_TITLES_PREFIX)) return false;
  const answer = JSON.parse(answerBody) as { meta?: { total?: number } };
  return answer.meta?.total === 0;
}
