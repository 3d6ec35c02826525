import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';

// lru-cache reads the clock it finds when first imported, so the fake one must be in place first.
vi.useFakeTimers();
// The fake performance.now() starts at 0, which lru-cache takes for "stored without a time".
vi.advanceTimersByTime(1_000);
const { ResponseCache, invalidateCatalogCache, weakEtag } = await import(
  '../../src/catalog/cache/response-cache.ts'
);
afterAll(() => vi.useRealTimers());

/** A build that finishes when the test says so (its latest call), counting its calls. */
function pendingBuilds() {
  let finish = { resolve: (_body: string) => {}, reject: (_error: Error) => {} };
  const build = vi.fn(
    () =>
      new Promise<string>((resolve, reject) => {
        finish = { resolve, reject };
      }),
  );
  return {
    build,
    resolve: (body: string) => finish.resolve(body),
    reject: (error: Error) => finish.reject(error),
  };
}

const built = (body: string) => vi.fn(async () => body);
// Lets the promise callbacks of a finished build run (the stored entry is written in one of them).
const settle = () => vi.advanceTimersByTimeAsync(0);

let cache: InstanceType<typeof ResponseCache>;
beforeEach(() => {
  cache = new ResponseCache();
});

const bodyOf = async (key: string, build: () => Promise<string>) => (await cache.get(key, build)).body;

/** Stores `body` for title/1, then lets a minute and a second pass: the entry is stale. */
async function storeStale(body: string) {
  await cache.get('title/1', built(body));
  vi.advanceTimersByTime(61_000);
}

describe('ResponseCache', () => {
  it('answers a second lookup from memory, with a weak ETag of the body', async () => {
    const build = built('{"data":1}');
    const first = await cache.get('genres', build);
    const second = await cache.get('genres', build);
    expect(first).toEqual({ body: '{"data":1}', etag: weakEtag('{"data":1}') });
    expect(second).toEqual(first);
    expect(build).toHaveBeenCalledTimes(1);
    expect(cache.lookups).toEqual({ hits: 1, misses: 1 });
  });

  it('lets concurrent misses for one key share one build', async () => {
    const { build, resolve } = pendingBuilds();
    const answers = Promise.all([cache.get('title/1', build), cache.get('title/1', build)]);
    resolve('one');
    expect((await answers).map(({ body }) => body)).toEqual(['one', 'one']);
    expect(build).toHaveBeenCalledTimes(1);
    expect(cache.lookups).toEqual({ hits: 0, misses: 2 });
  });

  it('answers a stale entry while one background build replaces it', async () => {
    await storeStale('old');
    const { build, resolve } = pendingBuilds();
    expect(await bodyOf('title/1', build)).toBe('old');
    expect(await bodyOf('title/1', build)).toBe('old');
    expect(build).toHaveBeenCalledTimes(1);
    resolve('new');
    await settle();
    expect(await bodyOf('title/1', build)).toBe('new');
    expect(build).toHaveBeenCalledTimes(1);
    expect(cache.lookups).toEqual({ hits: 3, misses: 1 });
  });

  it('drops a stale entry whose rebuild fails', async () => {
    await storeStale('old');
    const { build, reject } = pendingBuilds();
    expect(await bodyOf('title/1', build)).toBe('old');
    reject(new Error('title gone'));
    await settle();
    await expect(cache.get('title/1', () => Promise.reject(new Error('title gone')))).rejects.toThrow(
      'title gone',
    );
  });

  it('makes a lookup wait for the build once an entry is five minutes past its time to live', async () => {
    await storeStale('old');
    vi.advanceTimersByTime(300_000);
    expect(await bodyOf('title/1', built('new'))).toBe('new');
  });

  it('does not keep an answer whose build started before an invalidation', async () => {
    const { build, resolve } = pendingBuilds();
    const waiting = cache.get('title/1', build);
    invalidateCatalogCache();
    resolve('before the change');
    // The request that was waiting still gets its answer…
    expect((await waiting).body).toBe('before the change');
    // …but the next one builds afresh.
    expect(await bodyOf('title/1', built('after the change'))).toBe('after the change');
  });

  it('does not let a build from before an invalidation overwrite one started after it', async () => {
    const before = pendingBuilds();
    const waiting = cache.get('title/1', before.build);
    invalidateCatalogCache();
    const after = pendingBuilds();
    const fresh = cache.get('title/1', after.build);
    after.resolve('after the change');
    before.resolve('before the change');
    expect((await waiting).body).toBe('before the change');
    expect((await fresh).body).toBe('after the change');
    expect(await bodyOf('title/1', built('unused'))).toBe('after the change');
  });

  it('forgets stored entries on invalidation', async () => {
    await cache.get('genres', built('old'));
    invalidateCatalogCache();
    expect(await bodyOf('genres', built('new'))).toBe('new');
  });

  it('evicts the least recently used answers past its 64 MB budget', async () => {
    // Counted at two bytes a character: three of these (60 MiB) fit, a fourth does not.
    const large = (letter: string) => letter.repeat(10 * 1024 * 1024);
    for (const key of ['a', 'b', 'c']) await cache.get(key, built(large(key)));
    await cache.get('a', built('unused')); // now b is the least recently used
    await cache.get('d', built(large('d')));
    const rebuilt = built('rebuilt');
    for (const key of ['a', 'c', 'd']) await cache.get(key, rebuilt);
    expect(rebuilt).not.toHaveBeenCalled();
    expect(await bodyOf('b', rebuilt)).toBe('rebuilt');
  });
});
