import type { TitleSearchQuery } from '@pardeh/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../../db/client.ts';
import { prepareSearchQuery } from '../search/search-query.ts';
import { upsertSearchMiss } from './search-misses-db.ts';

// Each database's writes still under way, so shutdown and tests can wait for them.
const pendingWrites = new WeakMap<DatabaseHandle, Set<Promise<void>>>();

/**
 * Counts a results-page search that found nothing, once its answer is known (`sendPublic`'s
 * `onAnswer`), so an answer from the in-process cache counts too; one a browser or CDN kept does
 * not reach the server and cannot. The write runs in the background: the answer never waits for
 * it, and a failure is logged, never the visitor's. It is started before the answer leaves, so
 * once a client has the answer `settleSearchMissWrites` covers its write.
 */
export function recordTitleSearchMiss(
  database: DatabaseHandle,
  query: TitleSearchQuery,
  answerBody: string,
  log: FastifyBaseLogger,
): void {
  const text = missedText(query, answerBody);
  if (!text) return;
  let writes = pendingWrites.get(database);
  if (!writes) {
    writes = new Set();
    pendingWrites.set(database, writes);
  }
  const write: Promise<void> = upsertSearchMiss(database.db, text)
    .catch((error: unknown) => log.warn({ err: error }, 'a missed search was not counted'))
    .finally(() => writes.delete(write));
  writes.add(write);
}

/** Resolves when every miss counted so far is written (shutdown waits for it). */
export async function settleSearchMissWrites(database: DatabaseHandle): Promise<void> {
  await Promise.all([...(pendingWrites.get(database) ?? [])]);
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
