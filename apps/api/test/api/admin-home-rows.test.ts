import type { AdminHomeRow, AuditEntry, ErrorBody, HomeRow, HomeRowInput } from '@pardeh/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { showFirstCollectionsOnHome } from '../../src/catalog/home/home-rows-db.ts';
import { adminRequest, registerAdmin } from '../support/admin-client.ts';
import { registerAccount } from '../support/auth-client.ts';
import { catalogFactory } from '../support/catalog-factory.ts';
import { readJson } from '../support/read-json.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { testDatabaseKind } from '../support/test-database.ts';

type Account = Awaited<ReturnType<typeof registerAccount>>;

/** The layout migration 0017 writes: what the web app had in its code before. */
const seededLayout = [
  { kind: 'continue-watching' },
  { kind: 'listing', titleFa: 'بیشترین امتیاز', filters: { order_by: 'rating' } },
  { kind: 'listing', titleFa: 'دوبله‌ی فارسی', filters: { is_dubbed: true } },
  { kind: 'coming-soon' },
];

describe(`the home page's rows (${testDatabaseKind()})`, () => {
  let server: TestApp;
  let admin: Account;
  let user: Account;
  let factory: ReturnType<typeof catalogFactory>;
  let filled: { id: number; slug: string };
  let empty: { id: number };
  beforeAll(async () => {
    server = await startTestApp({ SEED_CATALOGUE: 'false' });
    admin = await registerAdmin(server);
    user = await registerAccount(server.url, { name: 'سارا' });
    factory = catalogFactory(server.database);
    await factory.genre('drama', 'درام');
    const heat = await factory.title({ titleEn: 'Heat', titleFa: 'مخمصه', year: 1995 });
    filled = await factory.collection('crime', 'جنایی', [heat.id], 'Crime');
    empty = await factory.collection('empty', 'خالی', []);
  });
  afterAll(async () => {
    await server?.close();
  });

  const put = (rows: unknown[]) => adminRequest(server, admin.token, 'PUT', '/api/admin/home-rows', { rows });
  const adminRows = async () => {
    const response = await adminRequest(server, admin.token, 'GET', '/api/admin/home-rows');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    return (await readJson<{ data: AdminHomeRow[] }>(response)).data;
  };
  const publicRows = async () => {
    const response = await fetch(`${server.url}/api/home/rows`);
    expect(response.status).toBe(200);
    return (await readJson<{ data: HomeRow[] }>(response)).data;
  };
  const homeAudit = async () => {
    const response = await adminRequest(
      server,
      admin.token,
      'GET',
      '/api/admin/audit?target_type=home-rows&target_id=home',
    );
    return (await readJson<{ data: AuditEntry[] }>(response)).data;
  };
  /** A stored row as it would be written back. */
  const asInput = (row: AdminHomeRow) => {
    const { id: _id, ...rest } = row;
    if (rest.kind !== 'collection') return rest;
    const { collection: _collection, ...input } = rest;
    return input;
  };

  it('answers 401 to visitors and 403 to ordinary users, with no-store', async () => {
    for (const [method, body] of [['GET'], ['PUT', { rows: [] }]] as const) {
      const visitor = await adminRequest(server, null, method, '/api/admin/home-rows', body);
      expect(visitor.status, method).toBe(401);
      expect(visitor.headers.get('cache-control')).toBe('no-store');
      expect(
        (await adminRequest(server, user.token, method, '/api/admin/home-rows', body)).status,
        method,
      ).toBe(403);
    }
  });

  it("starts with the web app's former layout, served publicly like the catalogue", async () => {
    expect((await adminRows()).map(asInput)).toEqual(seededLayout);
    const response = await fetch(`${server.url}/api/home/rows`);
    expect(response.headers.get('cache-control')).toBe('public, max-age=60, stale-while-revalidate=300');
    const etag = response.headers.get('etag') ?? '';
    const body = await readJson<{ data: HomeRow[] }>(response);
    expect(body.data.map(({ id: _id, ...row }) => row)).toEqual(seededLayout);
    const again = await fetch(`${server.url}/api/home/rows`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
  });

  it('places the first collections after the seed writes them, once', async () => {
    await showFirstCollectionsOnHome(server.database.sql);
    await showFirstCollectionsOnHome(server.database.sql);
    const rows = await adminRows();
    expect(rows.map(asInput)).toEqual([
      ...seededLayout,
      { kind: 'collection', collectionId: filled.id },
      { kind: 'collection', collectionId: empty.id },
    ]);
    expect(rows[4]).toMatchObject({
      collection: { nameFa: 'جنایی', slug: 'crime', path: `/collections/${filled.id}/crime`, titlesCount: 1 },
    });
    await put(seededLayout);
  });

  it('replaces the rows: the public answer changes at once and the change is audited', async () => {
    const before = await publicRows();
    const rows: HomeRowInput[] = [
      { kind: 'collection', collectionId: filled.id },
      {
        kind: 'listing',
        titleFa: '  درام‌های تازه ',
        filters: { genre: 'drama', order_by: 'newest', type: 'movie' },
      },
      { kind: 'collection', collectionId: empty.id },
      { kind: 'coming-soon' },
    ];
    const response = await put(rows);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const saved = (await readJson<{ data: AdminHomeRow[] }>(response)).data;
    expect(saved.map(asInput)).toEqual([
      rows[0],
      {
        kind: 'listing',
        titleFa: 'درام‌های تازه',
        filters: { genre: 'drama', order_by: 'newest', type: 'movie' },
      },
      rows[2],
      rows[3],
    ]);
    expect(saved[2]).toMatchObject({ collection: { titlesCount: 0 } });

    // The empty collection's row waits, on the site, for its first title.
    const after = await publicRows();
    expect(after).not.toEqual(before);
    expect(after.map((row) => row.kind)).toEqual(['collection', 'listing', 'coming-soon']);
    expect(after[0]).toMatchObject({
      kind: 'collection',
      collection: { id: filled.id, nameFa: 'جنایی', path: `/collections/${filled.id}/crime`, titlesCount: 1 },
    });
    expect(after[1]).toMatchObject({ kind: 'listing', titleFa: 'درام‌های تازه', filters: { genre: 'drama' } });

    const [entry] = await homeAudit();
    expect(entry).toMatchObject({
      action: 'update-home-rows',
      actor: { id: admin.user.id },
      before: seededLayout,
      after: saved.map(asInput),
    });

    // The same list again changes nothing and records nothing.
    const count = (await homeAudit()).length;
    expect((await put(saved.map(asInput))).status).toBe(200);
    expect((await homeAudit()).length).toBe(count);
  });

  it('refuses unknown collections and genres, repeats, bad filters and long lists, naming the row', async () => {
    const unknown = await put([
      { kind: 'coming-soon' },
      { kind: 'collection', collectionId: 987_654 },
      { kind: 'listing', titleFa: 'وسترن', filters: { genre: 'western' } },
    ]);
    expect(unknown.status).toBe(422);
    const errors = (await readJson<ErrorBody>(unknown)).errors ?? {};
    expect(errors['rows.1.collectionId']?.[0]).toBe('مجموعه‌ای با این شناسه وجود ندارد.');
    expect(errors['rows.2.filters.genre']?.[0]).toBe('ژانری با این نامک وجود ندارد.');

    const invalid: Array<[unknown[], string]> = [
      [
        [
          { kind: 'collection', collectionId: filled.id },
          { kind: 'collection', collectionId: filled.id },
        ],
        'rows.1.collectionId',
      ],
      [[{ kind: 'coming-soon' }, { kind: 'coming-soon' }], 'rows.1.kind'],
      [[{ kind: 'listing', titleFa: ' ', filters: {} }], 'rows.0.titleFa'],
      [[{ kind: 'listing', titleFa: 'x', filters: { order_by: 'loudest' } }], 'rows.0.filters.order_by'],
      [
        [{ kind: 'listing', titleFa: 'x', filters: { year_from: 2000, year_to: 1990 } }],
        'rows.0.filters.year_to',
      ],
      [[{ kind: 'listing', titleFa: 'x', filters: { q: 'free text' } }], 'rows.0.filters'],
      [[{ kind: 'banner' }], 'rows.0.kind'],
      [Array.from({ length: 21 }, () => ({ kind: 'listing', titleFa: 'x', filters: {} })), 'rows'],
    ];
    for (const [rows, field] of invalid) {
      const response = await put(rows);
      expect(response.status, field).toBe(422);
      const body = await readJson<ErrorBody>(response);
      expect(Object.keys(body.errors ?? {}), field).toContain(field);
      expect(body.message).toMatch(/[\u0600-\u06FF]/);
    }
    expect((await adminRows()).map((row) => row.kind)).toEqual([
      'collection',
      'listing',
      'collection',
      'coming-soon',
    ]);
  });

  it("deleting a collection takes its row off the home page, audited as the home page's change", async () => {
    await publicRows();
    const response = await adminRequest(server, admin.token, 'DELETE', `/api/admin/collections/${filled.id}`);
    expect(response.status).toBe(204);
    expect((await publicRows()).map((row) => row.kind)).toEqual(['listing', 'coming-soon']);
    expect((await adminRows()).map((row) => row.kind)).toEqual(['listing', 'collection', 'coming-soon']);
    const [entry] = await homeAudit();
    expect(entry).toMatchObject({
      action: 'update-home-rows',
      after: [{ kind: 'listing' }, { kind: 'collection' }, { kind: 'coming-soon' }],
    });
    expect(entry?.before).toHaveLength(4);
  });
});
