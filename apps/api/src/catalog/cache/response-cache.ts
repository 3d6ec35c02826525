import { createHash } from 'node:crypto';
import type { DatabaseHandle } from '../../db/client.ts';

/**
 * In-process cache of serialized catalogue responses. Catalogue data changes only when an operator
 * imports or edits it, so a hot title page, the slideshow or the genre list is built once and then
 * served from memory for a short while; `invalidateCatalogCache()` drops everything at once (writers
 * call `announceCatalogChange` in `realtime/catalog-changes.ts`, which also tells every other process). Entries are bounded (least recently used go first) and
 * concurrent misses for one key share one database round trip. An entry past its time to live is
 * still answered for a while (as `stale-while-revalidate` allows browsers) while one request
 * rebuilds it in the background, so a hot page never makes its readers wait for the database.
 */

export interface CachedResponse {
  body: string;
  etag: string;
}

interface Entry extends CachedResponse {
  expiresAt: number;
  generation: number;
}

const DEFAULT_TTL_MS = 60_000;
// How long past its time to live an entry is still answered while being rebuilt.
const STALE_FOR_MS = 300_000;
const MAX_ENTRIES = 5_000;

// Bumped by invalidateCatalogCache(): every entry stored under an older generation is stale.
let generation = 0;

export class ResponseCache {
  private readonly entries = new Map<string, Entry>();
  private readonly pending = new Map<string, Promise<CachedResponse>>();
  /** Lookups answered from memory and lookups that had to build, for `metrics/`. */
  readonly lookups = { hits: 0, misses: 0 };

  constructor(private readonly ttlMs = DEFAULT_TTL_MS) {}

  async get(key: string, build: () => Promise<string>): Promise<CachedResponse> {
    const entry = this.entries.get(key);
    if (entry && entry.generation === generation) {
      const now = Date.now();
      if (entry.expiresAt + STALE_FOR_MS > now) {
        // Re-insert so the Map's order stays least-recently-used first.
        this.entries.delete(key);
        this.entries.set(key, entry);
        if (entry.expiresAt <= now && !this.pending.has(key)) {
          // A failed rebuild (the title is gone) drops the entry: the next request builds and fails itself.
          this.rebuild(key, build).catch(() => this.entries.delete(key));
        }
        this.lookups.hits++;
        return entry;
      }
    }
    this.lookups.misses++;
    return this.pending.get(key) ?? this.rebuild(key, build);
  }

  private rebuild(key: string, build: () => Promise<string>): Promise<CachedResponse> {
    const startedAt = generation;
    const promise = build()
      .then((body) => {
        const response = { body, etag: weakEtag(body) };
        if (startedAt === generation) this.store(key, response);
        return response;
      })
      .finally(() => this.pending.delete(key));
    this.pending.set(key, promise);
    return promise;
  }

  private store(key: string, response: CachedResponse): void {
    this.entries.delete(key);
    this.entries.set(key, { ...response, expiresAt: Date.now() + this.ttlMs, generation });
    if (this.entries.size > MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
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
 * Forgets every cached catalogue response of this process. Writers call `announceCatalogChange`
 * instead, which calls this and tells the other API instances on the database to do the same.
 */
export function invalidateCatalogCache(): void {
  generation++;
}

/** Changes whenever invalidateCatalogCache() is called: other in-process copies of catalogue data check it. */
export function catalogCacheGeneration(): number {
  return generation;
}
