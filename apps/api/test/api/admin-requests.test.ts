import type { AdminContentRequest, ContentRequest, Notification, PaginationMeta } from '@pardeh/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminRequest, auditEntriesOf, registerAdmin } from '../support/admin-client.ts';
import { postJson, registerAccount } from '../support/auth-client.ts';
import { catalogFactory } from '../support/catalog-factory.ts';
import { readJson } from '../support/read-json.ts';
import { useTestApp } from '../support/test-app.ts';
import { testDatabaseKind } from '../support/test-database.ts';

type RequestPage = { data: AdminContentRequest[]; meta: PaginationMeta };
type Account = Awaited<ReturnType<typeof registerAccount>>;

describe(`the operator's request queue (${testDatabaseKind()})`, () => {
  const server = useTestApp({ SEED_CATALOGUE: 'false' });
  let admin: Account;
  let user: Account;
  beforeAll(async () => {
    admin = await registerAdmin(server);
    user = await registerAccount(server.url, { name: 'سارا' });
  });

  const file = async (account: Account, body: Record<string, unknown>) => {
    const response = await postJson(server.url, '/api/user/request', body, {
      bearer: account.token,
      csrf: false,
    });
    expect(response.status).toBe(201);
    return (await readJson<{ data: ContentRequest }>(response)).data;
  };
  const queue = async (query = '') => {
    const response = await adminRequest(server, admin.token, 'GET', `/api/admin/requests${query}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    return readJson<RequestPage>(response);
  };
  const notificationsOf = async (account: Account) => {
    const response = await fetch(`${server.url}/api/user/notifications`, {
      headers: { authorization: `Bearer ${account.token}` },
    });
    return (await readJson<{ data: Notification[] }>(response)).data;
  };
  const auditOf = (requestId: number) =>
    auditEntriesOf(server, admin.token, { type: 'content-request', id: requestId });

  it('answers 401 to visitors and 403 to ordinary users on every route, with no-store', async () => {
    const routes: Array<[string, string, unknown?]> = [
      ['GET', '/api/admin/requests'],
      ['POST', '/api/admin/requests/1/accept', {}],
      ['POST', '/api/admin/requests/1/reject', { reply: 'نه' }],
      ['POST', '/api/admin/requests/1/added', { titleId: 1 }],
    ];
    for (const [method, path, body] of routes) {
      const visitor = await adminRequest(server, null, method, path, body);
      expect(visitor.status, `${method} ${path}`).toBe(401);
      expect(visitor.headers.get('cache-control')).toBe('no-store');
      expect((await adminRequest(server, user.token, method, path, body)).status, `${method} ${path}`).toBe(
        403,
      );
    }
  });

  it('lists requests with the first requester, note and count; filters, searches and sorts', async () => {
    const joiner = await registerAccount(server.url);
    const heat = await file(user, {
      title: 'مخمصه',
      type: 'movie',
      year: 1995,
      imdbUrl: 'tt0113277',
      note: 'دوبله',
    });
    await file(joiner, { title: 'مخمصه', type: 'movie', year: 1995, imdbUrl: 'tt0113277' });
    const series = await file(user, { title: 'Chernobyl', type: 'series' });

    const newest = await queue();
    expect(newest.data.map((request) => request.id).slice(0, 2)).toEqual([series.id, heat.id]);
    expect(newest.data.find((request) => request.id === heat.id)).toMatchObject({
      title: 'مخمصه',
      imdbId: 'tt0113277',
      note: 'دوبله',
      status: 'pending',
      requesters: 2,
      firstRequester: { id: user.user.id, name: 'سارا', email: user.email },
    });
    expect((await queue('?sort=most-requested')).data[0]?.id).toBe(heat.id);
    expect((await queue('?type=series')).data.map((request) => request.id)).toEqual([series.id]);
    expect((await queue('?q=tt0113277')).data.map((request) => request.id)).toEqual([heat.id]);
    expect((await queue(`?q=${encodeURIComponent('chernob')}`)).data.map((request) => request.id)).toEqual([
      series.id,
    ]);
    expect((await queue('?status=rejected')).meta.total).toBe(0);
    expect((await adminRequest(server, admin.token, 'GET', '/api/admin/requests?sort=oldest')).status).toBe(
      422,
    );
  });

  it('accepts with a reply: every requester is notified and the change is audited', async () => {
    const joiner = await registerAccount(server.url);
    const filed = await file(user, { title: 'Arrival', type: 'movie', year: 2016 });
    await file(joiner, { title: 'Arrival', type: 'movie', year: 2016 });
    const response = await adminRequest(
      server,
      admin.token,
      'POST',
      `/api/admin/requests/${filed.id}/accept`,
      {
        reply: 'هفته‌ی بعد',
      },
    );
    expect(response.status).toBe(200);
    expect((await readJson<{ data: AdminContentRequest }>(response)).data).toMatchObject({
      status: 'accepted',
      reply: 'هفته‌ی بعد',
    });
    for (const account of [user, joiner]) {
      const [notification] = await notificationsOf(account);
      expect(notification).toMatchObject({ type: 'request-status', link: '/user/new-request' });
      expect(notification?.text).toContain('هفته‌ی بعد');
    }
    const [entry] = await auditOf(filed.id);
    expect(entry).toMatchObject({
      actor: { id: admin.user.id },
      action: 'accept-request',
      before: { status: 'pending', reply: null },
      after: { status: 'accepted', reply: 'هفته‌ی بعد' },
    });
    // Accepting twice is a conflict with the request's state, in Persian.
    const again = await adminRequest(
      server,
      admin.token,
      'POST',
      `/api/admin/requests/${filed.id}/accept`,
      {},
    );
    expect(again.status).toBe(409);
    expect((await readJson(again)).message).toMatch(/[\u0600-\u06FF]/);
  });

  it('rejects with a reply (required) and notifies the requester', async () => {
    const filed = await file(user, { title: 'Tenet', type: 'movie' });
    const empty = await adminRequest(server, admin.token, 'POST', `/api/admin/requests/${filed.id}/reject`, {
      reply: '  ',
    });
    expect(empty.status).toBe(422);
    const response = await adminRequest(
      server,
      admin.token,
      'POST',
      `/api/admin/requests/${filed.id}/reject`,
      {
        reply: 'حق پخش در دسترس نیست.',
      },
    );
    expect(response.status).toBe(200);
    expect((await notificationsOf(user))[0]?.text).toContain('حق پخش در دسترس نیست.');
    expect((await auditOf(filed.id))[0]).toMatchObject({
      action: 'reject-request',
      after: { status: 'rejected', reply: 'حق پخش در دسترس نیست.' },
    });
  });

  it('marks added with the title: the notification links to it; unknown ids answer 404', async () => {
    const title = await catalogFactory(server.database).title({ titleEn: 'Dune', titleFa: 'تلماسه' });
    const filed = await file(user, { title: 'Dune', type: 'movie', year: 2021 });
    const unknownTitle = await adminRequest(
      server,
      admin.token,
      'POST',
      `/api/admin/requests/${filed.id}/added`,
      {
        titleId: 999_999,
      },
    );
    expect(unknownTitle.status).toBe(404);
    expect((await readJson(unknownTitle)).message).toMatch(/[\u0600-\u06FF]/);
    const unknownRequest = await adminRequest(
      server,
      admin.token,
      'POST',
      '/api/admin/requests/999999/added',
      {
        titleId: title.id,
      },
    );
    expect(unknownRequest.status).toBe(404);

    const response = await adminRequest(
      server,
      admin.token,
      'POST',
      `/api/admin/requests/${filed.id}/added`,
      {
        titleId: title.id,
      },
    );
    expect(response.status).toBe(200);
    const added = (await readJson<{ data: AdminContentRequest }>(response)).data;
    expect(added).toMatchObject({
      status: 'added',
      addedTitleId: title.id,
      titlePath: `/titles/${title.id}/dune`,
    });
    expect((await notificationsOf(user))[0]).toMatchObject({ link: `/titles/${title.id}/dune` });
    expect((await auditOf(filed.id))[0]).toMatchObject({
      action: 'mark-request-added',
      after: { status: 'added', addedTitleId: title.id },
    });
    // A closed request cannot be rejected any more.
    const closed = await adminRequest(server, admin.token, 'POST', `/api/admin/requests/${filed.id}/reject`, {
      reply: 'دیر شد',
    });
    expect(closed.status).toBe(409);
    expect(await auditOf(filed.id)).toHaveLength(1);
  });
});
