import type { AuditEntry, PaginationMeta } from '@pardeh/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordAudit } from '../../src/admin/audit/record-audit.ts';
import { adminRequest, registerAdmin } from '../support/admin-client.ts';
import { registerAccount } from '../support/auth-client.ts';
import { readJson } from '../support/read-json.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { testDatabaseKind } from '../support/test-database.ts';

type AuditPage = { data: AuditEntry[]; meta: PaginationMeta };

describe(`the operator audit log (${testDatabaseKind()})`, () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await startTestApp({ SEED_CATALOGUE: 'false' });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('answers 401 to visitors and 403 to users who are not operators, in Persian', async () => {
    const visitor = await adminRequest(server, null, 'GET', '/api/admin/audit');
    expect(visitor.status).toBe(401);
    const user = await registerAccount(server.url);
    const forbidden = await adminRequest(server, user.token, 'GET', '/api/admin/audit');
    expect(forbidden.status).toBe(403);
    expect((await readJson<{ message: string }>(forbidden)).message).toMatch(/[\u0600-\u06FF]/);
  });

  it('lists entries newest first with their operator, filtered by target', async () => {
    const admin = await registerAdmin(server);
    const db = server.database.db;
    await db.transaction(async (tx) => {
      await recordAudit(tx, {
        actorId: admin.user.id,
        action: 'update-title',
        targetType: 'title',
        targetId: 7,
        before: { titleFa: 'قدیم' },
        after: { titleFa: 'جدید' },
      });
      await recordAudit(tx, {
        actorId: admin.user.id,
        action: 'hide-comment',
        targetType: 'comment',
        targetId: 3,
        before: null,
        after: null,
      });
    });
    const response = await adminRequest(server, admin.token, 'GET', '/api/admin/audit?target_type=title');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const page = await readJson<AuditPage>(response);
    expect(page.meta.total).toBe(1);
    expect(page.data[0]).toMatchObject({
      actor: { id: admin.user.id, email: admin.email },
      action: 'update-title',
      targetType: 'title',
      targetId: '7',
      before: { titleFa: 'قدیم' },
      after: { titleFa: 'جدید' },
    });
    const all = await readJson<AuditPage>(await adminRequest(server, admin.token, 'GET', '/api/admin/audit'));
    expect(all.data.map((entry) => entry.action).slice(0, 2)).toEqual(['hide-comment', 'update-title']);
  });

  it('rejects a bad filter with 422', async () => {
    const admin = await registerAdmin(server);
    const response = await adminRequest(server, admin.token, 'GET', '/api/admin/audit?actor_id=abc');
    expect(response.status).toBe(422);
    // PostgreSQL text cannot hold NUL: a filter carrying one must be refused, not reach the query.
    for (const filter of ['target_type=%08%00', 'target_id=%E0%A4%A', 'target_type=title%20or%201']) {
      const refused = await adminRequest(server, admin.token, 'GET', `/api/admin/audit?${filter}`);
      expect(refused.status, filter).toBe(422);
    }
  });
});
