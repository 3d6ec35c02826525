import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client.ts';
import {
  chunkUrlOf,
  diagnoseChunkFailure,
  RELOAD_INTERVAL_MS,
  recoverFromChunkFailure,
  reloadOnce,
} from './stale-chunks.ts';

const chunkUrl = `${window.location.origin}/assets/contact-abc123.js`;
const chunkFailure = () => new TypeError(`Failed to fetch dynamically imported module: ${chunkUrl}`);

const answer = (status: number, type = 'text/javascript') =>
  vi.fn(
    async (_input: RequestInfo | URL, _init?: RequestInit) =>
      new Response(null, { status, headers: { 'content-type': type } }),
  );
const noAnswer = () =>
  vi.fn(async () => {
    throw new TypeError('Failed to fetch');
  });
const online = () => true;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('chunkUrlOf', () => {
  it('reads the file the browser names, on this site only', () => {
    expect(chunkUrlOf(chunkFailure())).toBe(chunkUrl);
    expect(chunkUrlOf(new TypeError('Importing a module script failed.'))).toBeUndefined();
    expect(
      chunkUrlOf(new TypeError('Failed to fetch dynamically imported module: https://cdn.example/a.js')),
    ).toBeUndefined();
  });
});

describe('diagnoseChunkFailure', () => {
  it('asks the server for the named file again, past the cache', async () => {
    const fetch = answer(200);
    await diagnoseChunkFailure(chunkFailure(), { online, fetch });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe(chunkUrl);
    expect(init).toMatchObject({ method: 'HEAD', cache: 'no-store' });
  });

  it('tells a file gone with a deployment from a connection that failed', async () => {
    expect(await diagnoseChunkFailure(chunkFailure(), { online, fetch: answer(404) })).toBe('missing');
    // A server that answers unknown addresses with the app itself.
    expect(await diagnoseChunkFailure(chunkFailure(), { online, fetch: answer(200, 'text/html') })).toBe(
      'missing',
    );
    expect(await diagnoseChunkFailure(chunkFailure(), { online, fetch: answer(200) })).toBe('present');
    expect(await diagnoseChunkFailure(chunkFailure(), { online, fetch: noAnswer() })).toBe('unreachable');
    expect(await diagnoseChunkFailure(chunkFailure(), { online, fetch: answer(502) })).toBe('unreachable');
  });

  it('calls the browser’s fetch as the browser requires: not as a method of another object', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(function (this: unknown) {
        if (this !== undefined && this !== globalThis) throw new TypeError('Illegal invocation');
        return Promise.resolve(new Response(null, { status: 404 }));
      }),
    );
    expect(await diagnoseChunkFailure(chunkFailure())).toBe('missing');
  });

  it('asks nothing while offline', async () => {
    const fetch = answer(404);
    expect(await diagnoseChunkFailure(chunkFailure(), { online: () => false, fetch })).toBe('offline');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('takes a named file as lost when the server answers, for browsers that name none', async () => {
    const safari = new TypeError('Importing a module script failed.');
    const fetch = answer(200, 'image/svg+xml');
    expect(await diagnoseChunkFailure(safari, { online, fetch })).toBe('missing');
    expect(fetch.mock.calls[0]?.[0]).toBe('/favicon.svg');
    expect(await diagnoseChunkFailure(safari, { online, fetch: noAnswer() })).toBe('unreachable');
  });
});

describe('reloadOnce', () => {
  const deps = (now: number) => {
    const reload = vi.fn();
    return { reload, deps: { storage: () => window.sessionStorage, reload, now: () => now } };
  };

  it('reloads once, then not again within ten minutes, then once more', () => {
    const first = deps(1_000_000);
    expect(reloadOnce(first.deps)).toBe(true);
    expect(first.reload).toHaveBeenCalledTimes(1);
    const soon = deps(1_000_000 + RELOAD_INTERVAL_MS - 1);
    expect(reloadOnce(soon.deps)).toBe(false);
    expect(soon.reload).not.toHaveBeenCalled();
    const later = deps(1_000_000 + RELOAD_INTERVAL_MS);
    expect(reloadOnce(later.deps)).toBe(true);
  });

  it('never reloads when it cannot remember having done so', () => {
    const reload = vi.fn();
    const broken = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    expect(reloadOnce({ storage: broken, reload, now: Date.now })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('recoverFromChunkFailure', () => {
  it('classifies other failures as they are, without asking the server', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    expect(await recoverFromChunkFailure(new ApiError(503, 'x'))).toBe('unavailable');
    expect(await recoverFromChunkFailure(new Error('render failed'))).toBe('other');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('asks once per failure, however many ask about it', async () => {
    const fetch = answer(200);
    vi.stubGlobal('fetch', fetch);
    const error = chunkFailure();
    const outcomes = await Promise.all([recoverFromChunkFailure(error), recoverFromChunkFailure(error)]);
    expect(outcomes).toEqual(['unreachable', 'unreachable']);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('says other for a file gone after the one reload was spent', async () => {
    vi.stubGlobal('fetch', answer(404));
    // A reload in the last ten minutes: this tab already tried.
    window.sessionStorage.setItem('pardeh-stale-reload', String(Date.now()));
    expect(await recoverFromChunkFailure(chunkFailure())).toBe('other');
  });
});
