import type { AdminSearchMiss, ErrorBody, PaginationMeta } from '@pardeh/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { settleSearchMissWrites } from '../../src/catalog/search-misses/record-search-miss.ts';
import { upsertSearchMisses } from '../../src/catalog/search-misses/search-misses-db.ts';
import { adminRequest, auditEntriesOf, registerAdmin } from '../support/admin-client.ts';
import { registerAccount } from '../support/auth-client.ts';
import { catalogFactory } from '../support/catalog-factory.ts';
import { readJson } from '../support/read-json.ts';
import { useTestApp } from '../support/test-app.ts';
import { testDatabaseKind } from '../support/test-database.ts';

type MissPage = { data: AdminSearchMiss[]; meta: PaginationMeta };
type Account = Awaited<ReturnType<typeof registerAccount>>;

/**
 * Searches that found nothing (#31): the results page's misses are counted by normalised text
 * (exactly, under parallel requests), listed for operators, and dismissed with an audit entry.
 */
describe(`missed searches (${testDatabaseKind()})`, () => {
  const server = useTestApp({ SEED_CATALOGUE: 'false' });
  let admin: Account;
  let user: Account;
  beforeAll(async () => {
    admin = await registerAdmin(server);
    user = await registerAccount(server.url, { name: 'سارا' });
    const make = catalogFactory(server.database);
    const drama = await make.genre('drama', 'درام');
    await make.title({ titleEn: 'Inception', titleFa: 'تلقین', year: 2010, imdbVotes: 2_500_000 }, [
      drama.id,
    ]);
  });

  /** The results page's request, as the web's listing sends it (`extra` adds or replaces parameters). */
  const resultsPage = async (text: string, extra: Record<string, string> = {}) => {
    const parameters = new URLSearchParams({
      resource: 'titles',
      q: text,
      order_by: 'votes',
      type: 'all',
      page: '1',
      per_page: '20',
      ...extra,
    });
    const response = await fetch(`${server.url}/api/titles/search?${parameters}`);
    expect(response.status).toBe(200);
    return readJson<{ data: unknown[] }>(response);
  };
  const dropdown = async (text: string) => {
    const response = await fetch(`${server.url}/api/titles/search?query=${encodeURIComponent(text)}`);
    expect(response.status).toBe(200);
  };
  const misses = async (query = '') => {
    // Every answer so far has started its write (record-search-miss.ts): wait for them all.
    await settleSearchMissWrites(server.database);
    const response = await adminRequest(server, admin.token, 'GET', `/api/admin/search-misses${query}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    return readJson<MissPage>(response);
  };
  const countOf = async (text: string) =>
    (await misses(`?q=${encodeURIComponent(text)}`)).data.find((miss) => miss.text === text)?.count;

  it('forgets stale misses with its first write: once a month ago, any a year ago', async () => {
    // Written before this server counted any miss, so its first write also forgets.
    const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60_000).toISOString();
    for (const [text, count, lastSeen] of [
      ['stale once', 1, daysAgo(31)],
      ['stale old', 40, daysAgo(366)],
      ['kept twice', 2, daysAgo(200)],
      ['kept recent', 1, daysAgo(29)],
    ] as const) {
      await server.database.sql.query(
        'INSERT INTO search_misses (query_text, count, first_seen_at, last_seen_at) VALUES ($1, $2, $3, $3)',
        [text, count, lastSeen],
      );
    }
    await resultsPage('fresh miss');
    const texts = (await misses()).data.map((miss) => miss.text).sort();
    expect(texts).toEqual(['fresh miss', 'kept recent', 'kept twice']);
  });

  it('counts a results-page search that finds nothing, once per request, cached answers too', async () => {
    expect((await resultsPage('zzqx nothing')).data).toEqual([]);
    expect(await countOf('zzqx nothing')).toBe(1);
    // The second answer comes from the in-process cache, and still counts.
    await resultsPage('zzqx nothing');
    // Normalised: letter forms, case and spacing make the same row.
    await resultsPage('  ZZQX   Nothing ');
    expect(await countOf('zzqx nothing')).toBe(3);
    // A browser revalidating its copy (304) asked the API, and counts too.
    const fresh = await fetch(
      `${server.url}/api/titles/search?resource=titles&q=zzqx+nothing&order_by=votes&type=all&page=1&per_page=20`,
    );
    const etag = fresh.headers.get('etag') ?? '';
    const revalidated = await fetch(
      `${server.url}/api/titles/search?resource=titles&q=zzqx+nothing&order_by=votes&type=all&page=1&per_page=20`,
      { headers: { 'if-none-match': etag } },
    );
    expect(revalidated.status).toBe(304);
    expect(await countOf('zzqx nothing')).toBe(5);
    await resultsPage('كتابخانه گمشده');
    await resultsPage('کتابخانه گمشده');
    expect(await countOf('کتابخانه گمشده')).toBe(2);
  });

  it('counts parallel misses exactly, across batches and processes, new texts included', async () => {
    // Some batches are written while others are still being added up.
    await Promise.all(
      Array.from({ length: 12 }, async (_, index) => {
        await resultsPage('parallel miss');
        if (index % 3 === 0) await settleSearchMissWrites(server.database);
      }),
    );
    expect(await countOf('parallel miss')).toBe(12);
    // Several API processes writing overlapping batches at once, new rows among them.
    await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        upsertSearchMisses(
          server.database.db,
          new Map([
            ['parallel miss', 1],
            [`process miss ${index % 2}`, 2],
          ]),
        ),
      ),
    );
    expect(await countOf('parallel miss')).toBe(20);
    expect(await countOf('process miss 0')).toBe(8);
    expect(await countOf('process miss 1')).toBe(8);
  });

  it('counts neither hits, forgiving hits, the dropdown, filtered listings nor one letter', async () => {
    expect((await resultsPage('inception')).data).toHaveLength(1);
    expect((await resultsPage('inseption')).data).toHaveLength(1);
    // A page past the last of a search that found titles is empty, not a miss.
    expect((await resultsPage('inception', { page: '3' })).data).toEqual([]);
    await dropdown('dropdown miss');
    await resultsPage('filtered miss', { genre: 'drama' });
    await resultsPage('typed miss', { as_typed: '1' });
    await resultsPage('movie miss', { type: 'movie' });
    await resultsPage('x');
    const texts = (await misses('?per_page=50')).data.map((miss) => miss.text);
    for (const text of [
      'inception',
      'inseption',
      'dropdown miss',
      'filtered miss',
      'typed miss',
      'movie miss',
      'x',
    ]) {
      expect(texts).not.toContain(text);
    }
  });

  it('stores at most 100 characters of a long query', async () => {
    await resultsPage(`long ${'q'.repeat(300)}`);
    const [miss] = (await misses('?q=long%20qqq')).data;
    expect(miss?.text).toBe(`long ${'q'.repeat(95)}`);
  });

  it('lists most searched or most recent first, filtered by part of the text, paged', async () => {
    await resultsPage('recent miss');
    const byCount = await misses();
    const counts = byCount.data.map((miss) => miss.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(byCount.data[0]?.text).toBe('parallel miss');
    expect((await misses('?order=last-seen')).data[0]?.text).toBe('recent miss');
    // The filter is normalised as the misses were: Arabic kaf finds the Persian one.
    const filtered = await misses(`?q=${encodeURIComponent('كتاب')}`);
    expect(filtered.data.map((miss) => miss.text)).toEqual(['کتابخانه گمشده']);
    const paged = await misses('?per_page=2&page=2');
    expect(paged.data).toHaveLength(2);
    expect(paged.meta).toMatchObject({ page: 2, perPage: 2, total: byCount.meta.total });
    const [first] = byCount.data;
    expect(Date.parse(first?.firstSeenAt ?? '')).toBeLessThanOrEqual(Date.parse(first?.lastSeenAt ?? ''));
  });

  it('dismisses a miss, audited; it counts again from one', async () => {
    const miss = (await misses('?q=recent%20miss')).data[0];
    if (!miss) throw new Error('no miss to dismiss');
    const dismissed = await adminRequest(
      server,
      admin.token,
      'DELETE',
      `/api/admin/search-misses/${miss.id}`,
    );
    expect(dismissed.status).toBe(204);
    expect((await misses('?q=recent%20miss')).data).toEqual([]);
    const [entry] = await auditEntriesOf(server, admin.token, { type: 'search-miss', id: miss.id });
    expect(entry).toMatchObject({
      action: 'dismiss-search-miss',
      before: { text: 'recent miss' },
      after: null,
    });
    const again = await adminRequest(server, admin.token, 'DELETE', `/api/admin/search-misses/${miss.id}`);
    expect(again.status).toBe(404);
    expect((await readJson(again)).message).toMatch(/[\u0600-\u06FF]/);
    await resultsPage('recent miss');
    expect(await countOf('recent miss')).toBe(1);
  });

  it('answers 401 to visitors and 403 to other users, never storing who searched', async () => {
    for (const [method, path] of [
      ['GET', '/api/admin/search-misses'],
      ['DELETE', '/api/admin/search-misses/1'],
    ] as const) {
      const visitor = await adminRequest(server, null, method, path);
      expect(visitor.status, `${method} ${path}`).toBe(401);
      expect(visitor.headers.get('cache-control')).toBe('no-store');
      expect((await adminRequest(server, user.token, method, path)).status, `${method} ${path}`).toBe(403);
    }
    const columns = await server.database.sql.query<{ column_name: string }>(
      "SELECT column_name FROM information_schema.columns WHERE table_name = 'search_misses' ORDER BY column_name",
    );
    expect(columns.map((column) => column.column_name)).toEqual([
      'count',
      'first_seen_at',
      'id',
      'last_seen_at',
      'query_text',
    ]);
  });

  it('refuses bad input with a Persian message', async () => {
    for (const path of [
      '/api/admin/search-misses?per_page=500',
      '/api/admin/search-misses?order=popular',
      `/api/admin/search-misses?q=${'م'.repeat(101)}`,
      '/api/admin/search-misses/abc',
      '/api/admin/search-misses/99999999999',
    ]) {
      const method = path.includes('?') ? 'GET' : 'DELETE';
      const response = await adminRequest(server, admin.token, method, path);
      expect(response.status, path).toBe(422);
      expect((await readJson<ErrorBody>(response)).message, path).toMatch(/[\u0600-\u06FF]/);
    }
    const tooLong = await adminRequest(
      server,
      admin.token,
      'GET',
      `/api/admin/search-misses?q=${'م'.repeat(101)}`,
    );
    expect((await readJson<ErrorBody>(tooLong)).errors?.q).toEqual([
      'عبارت جست‌وجو نباید بیش از ۱۰۰ نویسه باشد.',
    ]);
  });
});
