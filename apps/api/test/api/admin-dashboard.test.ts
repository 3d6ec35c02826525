import type { AdminDashboard } from '@pardeh/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaJobs, supportMessages } from '../../src/db/schema/index.ts';
import { adminRequest, registerAdmin } from '../support/admin-client.ts';
import { postJson, registerAccount } from '../support/auth-client.ts';
import { catalogFactory } from '../support/catalog-factory.ts';
import { readJson } from '../support/read-json.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { testDatabaseKind } from '../support/test-database.ts';

describe(`the operator dashboard (${testDatabaseKind()})`, () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await startTestApp({ SEED_CATALOGUE: 'false' });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('answers 401 to visitors and 403 to users who are not operators', async () => {
    expect((await adminRequest(server, null, 'GET', '/api/admin/dashboard')).status).toBe(401);
    const user = await registerAccount(server.url);
    const forbidden = await adminRequest(server, user.token, 'GET', '/api/admin/dashboard');
    expect(forbidden.status).toBe(403);
    expect(forbidden.headers.get('cache-control')).toBe('no-store');
  });

  it('counts what changed since the last look', async () => {
    const admin = await registerAdmin(server);
    const look = async () => {
      const response = await adminRequest(server, admin.token, 'GET', '/api/admin/dashboard');
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      return (await readJson<{ data: AdminDashboard }>(response)).data;
    };
    const before = await look();

    const make = catalogFactory(server.database);
    const film = await make.title({ titleEn: 'Counted Film' });
    await make.title({ titleEn: 'Counted Series', type: 'series' });
    const writer = await registerAccount(server.url);
    const reader = await registerAccount(server.url);
    const as = (token: string) => ({ bearer: token, csrf: false as const });
    const premium = await adminRequest(
      server,
      admin.token,
      'POST',
      `/api/admin/users/${reader.user.id}/premium`,
      {
        action: 'extend',
        days: 7,
        reason: 'آزمون',
      },
    );
    expect(premium.status).toBe(200);
    const comment = await postJson(
      server.url,
      '/api/user/comment',
      { titleId: film.id, body: 'نظری برای گزارش' },
      as(writer.token),
    );
    const { data: written } = await readJson<{ data: { id: number } }>(comment);
    expect(
      (await postJson(server.url, `/api/comments/${written.id}/report`, {}, as(reader.token))).status,
    ).toBe(201);
    const request = await postJson(
      server.url,
      '/api/user/request',
      { title: 'فیلمی تازه', type: 'movie' },
      as(reader.token),
    );
    expect(request.status).toBe(201);
    await server.database.db.insert(supportMessages).values({
      kind: 'support',
      name: 'بیننده',
      email: 'viewer@example.com',
      subject: 'پخش',
      body: 'پخش نمی‌شود.',
    });

    // A failed job: the media worker leaves it alone, so the count cannot move under the test.
    await server.database.db
      .insert(mediaJobs)
      .values({ kind: 'transcode', status: 'failed', lastError: 'آزمون' });

    const after = await look();
    expect(after.titles).toEqual({ movies: before.titles.movies + 1, series: before.titles.series + 1 });
    expect(after.users).toEqual({
      total: before.users.total + 2,
      activePremium: before.users.activePremium + 1,
      blocked: before.users.blocked,
    });
    expect(after.reportedComments).toBe(before.reportedComments + 1);
    expect(after.requests).toEqual({
      pending: before.requests.pending + 1,
      accepted: before.requests.accepted,
    });
    expect(after.newSupportMessages).toBe(before.newSupportMessages + 1);
    expect(after.mediaJobs).toEqual({ ...before.mediaJobs, failed: (before.mediaJobs.failed ?? 0) + 1 });

    const blocked = await adminRequest(
      server,
      admin.token,
      'POST',
      `/api/admin/users/${writer.user.id}/block`,
      {
        reason: 'آزمون',
      },
    );
    expect(blocked.status).toBe(200);
    expect((await look()).users.blocked).toBe(before.users.blocked + 1);
  });
});
