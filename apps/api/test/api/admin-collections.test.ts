import type {
  AdminCollection,
  AdminCollectionDetail,
  AuditEntry,
  Collection,
  ErrorBody,
  PaginationMeta,
  TitleResult,
} from '@pardeh/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CatalogWriter } from '../../src/catalog/import/catalog-writer-db.ts';
import { adminRequest, registerAdmin } from '../support/admin-client.ts';
import { registerAccount } from '../support/auth-client.ts';
import { catalogFactory } from '../support/catalog-factory.ts';
import { readJson } from '../support/read-json.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { testDatabaseKind } from '../support/test-database.ts';

type Account = Awaited<ReturnType<typeof registerAccount>>;

describe(`the operator's collections (${testDatabaseKind()})`, () => {
  let server: TestApp;
  let admin: Account;
  let user: Account;
  let titleIds: number[];
  beforeAll(async () => {
    server = await startTestApp({ SEED_CATALOGUE: 'false' });
    admin = await registerAdmin(server);
    user = await registerAccount(server.url, { name: 'سارا' });
    const factory = catalogFactory(server.database);
    titleIds = [];
    for (const [titleEn, titleFa] of [
      ['Heat', 'مخمصه'],
      ['Arrival', 'ورود'],
      ['Alien', 'بیگانه'],
    ] as const) {
      titleIds.push((await factory.title({ titleEn, titleFa, year: 1990 })).id);
    }
  });
  afterAll(async () => {
    await server?.close();
  });

  const call = (method: string, path: string, body?: unknown) =>
    adminRequest(server, admin.token, method, path, body);
  const create = async (body: Record<string, unknown>) => {
    const response = await call('POST', '/api/admin/collections', body);
    expect(response.status).toBe(201);
    expect(response.headers.get('cache-control')).toBe('no-store');
    return (await readJson<{ data: AdminCollection }>(response)).data;
  };
  const publicJson = async <T>(path: string) => {
    const response = await fetch(`${server.url}${path}`);
    expect(response.status, path).toBe(200);
    return readJson<T>(response);
  };
  const auditOf = async (collectionId: number) => {
    const response = await call('GET', `/api/admin/audit?target_type=collection&target_id=${collectionId}`);
    return (await readJson<{ data: AuditEntry[] }>(response)).data;
  };

  it('answers 401 to visitors and 403 to ordinary users on every route, with no-store', async () => {
    const routes: Array<[string, string, unknown?]> = [
      ['GET', '/api/admin/collections'],
      ['GET', '/api/admin/collections/1'],
      ['POST', '/api/admin/collections', { nameFa: 'برگزیده' }],
      ['PATCH', '/api/admin/collections/1', { nameFa: 'برگزیده' }],
      ['DELETE', '/api/admin/collections/1'],
      ['PUT', '/api/admin/collections/1/titles', { titleIds: [] }],
    ];
    for (const [method, path, body] of routes) {
      const visitor = await adminRequest(server, null, method, path, body);
      expect(visitor.status, `${method} ${path}`).toBe(401);
      expect(visitor.headers.get('cache-control')).toBe('no-store');
      const ordinary = await adminRequest(server, user.token, method, path, body);
      expect(ordinary.status, `${method} ${path}`).toBe(403);
    }
  });

  it('creates a collection, slugged by its English name, shown in the public list at once and audited', async () => {
    const before = await publicJson<{ data: Collection[]; meta: PaginationMeta }>('/api/collections');
    const created = await create({
      nameFa: 'شب‌های سینما',
      nameEn: 'Cinema Nights: Vol. 1',
      description: '  فیلم‌های شب جمعه  ',
      coverUrl: 'https://images.example/cover.jpg',
    });
    expect(created).toMatchObject({
      slug: 'cinema-nights-vol-1',
      path: `/collections/${created.id}/cinema-nights-vol-1`,
      nameFa: 'شب‌های سینما',
      description: 'فیلم‌های شب جمعه',
      coverUrl: 'https://images.example/cover.jpg',
      titlesCount: 0,
    });
    const after = await publicJson<{ data: Collection[]; meta: PaginationMeta }>('/api/collections');
    expect(after.meta.total).toBe(before.meta.total + 1);
    expect(after.data.map((collection) => collection.slug)).toContain('cinema-nights-vol-1');

    const [entry] = await auditOf(created.id);
    expect(entry).toMatchObject({
      action: 'create-collection',
      actor: { id: admin.user.id },
      before: null,
      after: { slug: 'cinema-nights-vol-1', nameFa: 'شب‌های سینما', nameEn: 'Cinema Nights: Vol. 1' },
    });

    // Without an English name the id names it; the same slug again is a conflict.
    const persianOnly = await create({ nameFa: 'فقط فارسی' });
    expect(persianOnly.slug).toBe(`collection-${persianOnly.id}`);
    const clash = await call('POST', '/api/admin/collections', {
      nameFa: 'دیگر',
      nameEn: 'Cinema nights vol 1',
    });
    expect(clash.status).toBe(409);
    expect((await readJson<ErrorBody>(clash)).errors?.slug?.[0]).toContain('cinema-nights-vol-1');

    const listed = await readJson<{ data: AdminCollection[] }>(await call('GET', '/api/admin/collections'));
    expect(listed.data.map((collection) => collection.id)).toEqual(
      expect.arrayContaining([created.id, persianOnly.id]),
    );
  });

  it('refuses bad fields with Persian messages per field', async () => {
    const response = await call('POST', '/api/admin/collections', {
      nameFa: '   ',
      coverUrl: 'javascript:alert(1)',
      slug: 'Not A Slug',
    });
    expect(response.status).toBe(422);
    const body = await readJson<ErrorBody>(response);
    expect(body.errors?.nameFa?.[0]).toBe('نام فارسی مجموعه را بنویسید.');
    expect(body.errors?.coverUrl?.[0]).toMatch(/^نشانی تصویر/);
    expect(body.errors?.slug?.[0]).toMatch(/^نامک/);
    expect((await call('PATCH', '/api/admin/collections/1', {})).status).toBe(422);
    expect((await call('GET', '/api/admin/collections/999999')).status).toBe(404);
    expect((await call('PATCH', '/api/admin/collections/999999', { nameFa: 'x' })).status).toBe(404);
  });

  it('orders its titles: the public answers follow at once; unknown or repeated ids are 422', async () => {
    const collection = await create({ nameFa: 'سه فیلم', nameEn: 'Three films' });
    const titlesPath = `/api/collections/${collection.id}/titles`;
    expect((await publicJson<{ data: TitleResult[] }>(titlesPath)).data).toEqual([]);

    const order = [titleIds[2], titleIds[0], titleIds[1]] as number[];
    const response = await call('PUT', `/api/admin/collections/${collection.id}/titles`, { titleIds: order });
    expect(response.status).toBe(200);
    const detail = (await readJson<{ data: AdminCollectionDetail }>(response)).data;
    expect(detail.titles.map((title) => title.id)).toEqual(order);
    expect(detail.titlesCount).toBe(3);
    expect((await publicJson<{ data: TitleResult[] }>(titlesPath)).data.map((title) => title.id)).toEqual(
      order,
    );
    const row = await publicJson<{ data: Collection & { titles: TitleResult[] } }>(
      `/api/collections/${collection.slug}?type=alt`,
    );
    expect(row.data.titles.map((title) => title.titleEn)).toEqual(['Alien', 'Heat', 'Arrival']);

    const unknown = await call('PUT', `/api/admin/collections/${collection.id}/titles`, {
      titleIds: [titleIds[0], 987_654],
    });
    expect(unknown.status).toBe(422);
    expect((await readJson<ErrorBody>(unknown)).errors?.titleIds?.[0]).toContain('987654');
    const repeated = await call('PUT', `/api/admin/collections/${collection.id}/titles`, {
      titleIds: [titleIds[0], titleIds[0]],
    });
    expect(repeated.status).toBe(422);
    const tooMany = await call('PUT', `/api/admin/collections/${collection.id}/titles`, {
      titleIds: Array.from({ length: 501 }, (_, index) => index + 1),
    });
    expect(tooMany.status).toBe(422);
    expect((await call('PUT', '/api/admin/collections/999999/titles', { titleIds: [] })).status).toBe(404);

    const read = await readJson<{ data: AdminCollectionDetail }>(
      await call('GET', `/api/admin/collections/${collection.id}`),
    );
    expect(read.data.titles.map((title) => title.id)).toEqual(order);
    const [entry] = await auditOf(collection.id);
    expect(entry).toMatchObject({
      action: 'set-collection-titles',
      before: { titleIds: [] },
      after: { titleIds: order },
    });
  });

  it('edits names and slug: the public collection changes at once; a taken slug is 409', async () => {
    const collection = await create({ nameFa: 'کلاسیک‌ها', nameEn: 'Classics' });
    const other = await create({ nameFa: 'تازه', nameEn: 'Fresh' });
    const publicPath = `/api/collections/${collection.id}`;
    expect((await publicJson<{ data: Collection }>(publicPath)).data.nameFa).toBe('کلاسیک‌ها');

    const response = await call('PATCH', `/api/admin/collections/${collection.id}`, {
      nameFa: 'کلاسیک‌های سینما',
      description: 'برگزیده‌ی قرن',
      slug: 'cinema-classics',
    });
    expect(response.status).toBe(200);
    expect((await readJson<{ data: AdminCollection }>(response)).data).toMatchObject({
      nameFa: 'کلاسیک‌های سینما',
      slug: 'cinema-classics',
      nameEn: 'Classics',
    });
    expect((await publicJson<{ data: Collection }>(publicPath)).data).toMatchObject({
      nameFa: 'کلاسیک‌های سینما',
      path: `/collections/${collection.id}/cinema-classics`,
    });

    const [entry] = await auditOf(collection.id);
    expect(entry).toMatchObject({
      action: 'update-collection',
      before: { nameFa: 'کلاسیک‌ها', description: null, slug: 'classics' },
      after: { nameFa: 'کلاسیک‌های سینما', description: 'برگزیده‌ی قرن', slug: 'cinema-classics' },
    });

    const taken = await call('PATCH', `/api/admin/collections/${other.id}`, { slug: 'cinema-classics' });
    expect(taken.status).toBe(409);
    expect(
      (await readJson<{ data: AdminCollection }>(await call('GET', `/api/admin/collections/${other.id}`)))
        .data.slug,
    ).toBe('fresh');
  });

  it("keeps an operator's collection from being overwritten by an import", async () => {
    const collection = await create({ nameFa: 'دست‌چین', nameEn: 'Hand picked' });
    await call('PUT', `/api/admin/collections/${collection.id}/titles`, { titleIds: [titleIds[1]] });
    await server.database.sql.transaction(async (tx) => {
      await new CatalogWriter(tx).write({
        collections: [{ slug: collection.slug, nameFa: 'نام واردشده', description: 'از فایل', titles: [] }],
      });
    });
    const detail = (
      await readJson<{ data: AdminCollectionDetail }>(
        await call('GET', `/api/admin/collections/${collection.id}`),
      )
    ).data;
    expect(detail).toMatchObject({ nameFa: 'دست‌چین', description: null });
    expect(detail.titles.map((title) => title.id)).toEqual([titleIds[1]]);
  });

  it('deletes a collection: the public answer is 404 at once and the deletion is audited', async () => {
    const collection = await create({ nameFa: 'موقت', nameEn: 'Temporary' });
    await call('PUT', `/api/admin/collections/${collection.id}/titles`, { titleIds: [titleIds[0]] });
    await publicJson(`/api/collections/${collection.id}`);

    const response = await call('DELETE', `/api/admin/collections/${collection.id}`);
    expect(response.status).toBe(204);
    expect((await fetch(`${server.url}/api/collections/${collection.id}`)).status).toBe(404);
    expect((await call('DELETE', `/api/admin/collections/${collection.id}`)).status).toBe(404);
    // The titles stay in the catalogue.
    expect((await fetch(`${server.url}/api/titles/${titleIds[0]}`)).status).toBe(200);
    const [entry] = await auditOf(collection.id);
    expect(entry).toMatchObject({
      action: 'delete-collection',
      before: { nameFa: 'موقت', slug: 'temporary', titleIds: [titleIds[0]] },
      after: null,
    });
  });
});
