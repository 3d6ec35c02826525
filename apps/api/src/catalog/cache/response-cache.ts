import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { DatabaseHandle } from '../../db/client.ts';

/**
 * In-process cache of serialized catalogue responses, on `lru-cache`. Catalogue data changes only
 * when it is imported, enriched or edited, so a hot title page, the slideshow or the genre list is
 * built once and then served from memory for a minute. Every catalogue writer (the importer, the
 * enrichment and image workers, the seed, and the operator commands under `admin/`, `media/` and
 * `premium/plans/`) calls `announceCatalogChange` in `realtime/catalog-changes.ts`, which calls
 * `invalidateCatalogCache()` here and tells every other process on the database to do the same
 * (users' likes announce nothing: the counts in a title's shared answer may lag behind).
 * Concurrent misses for one key share one build; an entry past its time to live is still answered
 * for a while (as `stale-while-revalidate` allows browsers) while one request rebuilds it in the
 * background, so a hot page never makes its readers wait for the database.
 */

export interface CachedResponse {
  body: string;
  etag: string;
  /** The body compressed for clients that accept it, made on the first such request (`send-public.ts`). */
  encoded?: Partial<Record<'br' | 'gzip', Buffer>>;
}

type Build = () => Promise<string>;

const TTL_MS = 60_000;
// How long past its time to live an entry is still answered while being rebuilt.
const STALE_FOR_MS = 300_000;
const MAX_ENTRIES = 5_000;
// Title pages and lists weigh a few to a few hundred kilobytes: 64 MB keeps thousands of them
// while a crawl through every title cannot grow the API's heap by more than that.
const MAX_BYTES = 64 * 1024 * 1024;

// Bumped by invalidateCatalogCache(). The caches sit in a WeakMap, which cannot be walked, so each
// one empties itself at its next lookup once it sees the number has moved.
let generation = 0;

export class ResponseCache {
  private readonly entries = new LRUCache<string, CachedResponse, Build>({
    max: MAX_ENTRIES,
    maxSize: MAX_BYTES,
    // Persian text makes V8 keep a string at two bytes per UTF-16 code unit.
    sizeCalculation: ({ body, etag }) => 2 * (body.length + etag.length),
    ttl: TTL_MS,
    // A failed rebuild (the title is gone) drops the entry: the next request builds and fails itself.
    allowStaleOnFetchRejection: false,
    // clear() and eviction abort the builds in flight: the requests waiting still get their answer,
    // which is then not stored.
    ignoreFetchAbort: true,
    fetchMethod: async (_key, _stale, { context: build }) => {
      const body = await build();
      return { body, etag: weakEtag(body) };
    },
  });
  private seenGeneration = generation;
  /** Lookups answered from memory and lookups that had to build, for `metrics/`. */
  readonly lookups = { hits: 0, misses: 0 };

  /** The answer for `key`: at once when a fresh one is held, else from a build (or a stale one). */
  get(key: string, build: Build): CachedResponse | Promise<CachedResponse> {
    this.emptyIfInvalidated();
    // The common case, a fresh entry, without fetch()'s promise and status bookkeeping.
    const fresh = this.entries.get(key, { allowStale: false, noDeleteOnStaleGet: true });
    if (fresh) {
      this.lookups.hits++;
      return fresh;
    }
    // A stale entry is answered while one background fetch rebuilds it, up to STALE_FOR_MS.
    const allowStale = this.entries.getRemainingTTL(key) >= -STALE_FOR_MS;
    const status: LRUCache.Status<string, CachedResponse, Build> = {};
    const response = this.entries.forceFetch(key, { context: build, allowStale, status });
    // fetch() fills `status` before its first await.
    if (status.fetch === 'hit' || status.returnedStale) this.lookups.hits++;
    else this.lookups.misses++;
    return response;
  }

  private emptyIfInvalidated(): void {
    if (this.seenGeneration === generation) return;
    this.entries.clear();
    this.seenGeneration = generation;
  }
}

export function weakEtag(body: string): string {
  return `W/"${createHash('sha1').update(body).digest('base64url')}"`;
}

// One cache per database handle, so two servers in one process (tests) never share answers.
const caches = new WeakMap<DatabaseHandle, ResponseCache>();

export function catalogCacheFor(database: DatabaseHandle): ResponseCache {
  let cache = caches.get(database);
  if (!cache) {
    cache = new ResponseCache();
    caches.set(database, cache);
  }
  return cache;
}

/**
 * Forgets every cached catalogue response of this process: no answer stored or being built before
 * the call is served after it (the requests already waiting for a build still get it). Writers call
 * `announceCatalogChange` instead, which calls this and tells the other API instances to do the same.
 */
export function invalidateCatalogCache(): void {
  generation++;
}

/** Changes whenever invalidateCatalogCache() is called: other in-process copies of catalogue data check it. */
export function catalogCacheGeneration(): number {
  return generation;
}
