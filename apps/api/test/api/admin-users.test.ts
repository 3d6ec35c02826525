import {
  type AdminUserDetail,
  type AdminUserSummary,
  adminUserFieldMessages,
  type PaginationMeta,
  type User,
} from '@pardeh/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { issueLoginToken } from '../../src/accounts/issue-login-token.ts';
import { messages } from '../../src/messages.ts';
import { adminRequest, auditEntriesOf, registerAdmin } from '../support/admin-client.ts';
import { fetchCurrentUser, postJson, registerAccount } from '../support/auth-client.ts';
import { premiumClient } from '../support/premium-client.ts';
import { readJson } from '../support/read-json.ts';
import { linkIn, useSmtpCapture } from '../support/smtp-capture.ts';
import { useTestApp } from '../support/test-app.ts';
import { testDatabaseKind } from '../support/test-database.ts';

type UsersPage = { data: AdminUserSummary[]; meta: PaginationMeta };
type Detail = { data: AdminUserDetail };

const PUBLIC_URL = 'https://pardeh.example';
const DAY_MS = 24 * 60 * 60 * 1000;
const smtp = useSmtpCapture();
const server = useTestApp(() => ({
  SEED_CATALOGUE: 'false',
  SMTP_URL: smtp.url,
  PUBLIC_URL,
  AUTH_RATE_LIMIT_PER_IP: '1000',
  AUTH_RATE_LIMIT_PER_EMAIL: '1000',
}));
let admin: Awaited<ReturnType<typeof registerAdmin>>;
beforeAll(async () => {
  admin = await registerAdmin(server);
});

const call = (method: string, path: string, body?: unknown, token: string | null = admin.token) =>
  adminRequest(server, token, method, path, body);
const post = (path: string, body?: unknown, token: string | null = admin.token) =>
  call('POST', path, body, token);

async function detail(response: Response): Promise<AdminUserDetail> {
  if (response.status !== 200) throw new Error(`answered ${response.status}: ${await response.text()}`);
  return (await readJson<Detail>(response)).data;
}

const auditOf = (userId: number) =>
  auditEntriesOf(server, admin.token, { type: 'user', id: userId }, { perPage: 50 });

const login = (email: string, password: string) =>
  postJson(server.url, '/api/sanc/login', { email, password });
const message = async (response: Response) => (await readJson<{ message: string }>(response)).message;

describe(`operator user management (${testDatabaseKind()})`, () => {
  it('answers 401 to visitors and 403 to users who are not operators, on every route', async () => {
    const user = await registerAccount(server.url);
    const id = user.user.id;
    const routes: [string, string, unknown?][] = [
      ['GET', '/api/admin/users'],
      ['GET', `/api/admin/users/${id}`],
      ['POST', `/api/admin/users/${id}/premium`, { action: 'extend', days: 1, reason: 'هدیه' }],
      ['POST', `/api/admin/users/${id}/block`, { reason: 'هرزنامه' }],
      ['POST', `/api/admin/users/${id}/unblock`],
      ['POST', `/api/admin/users/${id}/promote`],
      ['POST', `/api/admin/users/${id}/demote`],
    ];
    for (const [method, path, body] of routes) {
      const visitor = await call(method, path, body, null);
      expect(visitor.status, `${method} ${path}`).toBe(401);
      const forbidden = await call(method, path, body, user.token);
      expect(forbidden.status, `${method} ${path}`).toBe(403);
      expect(forbidden.headers.get('cache-control')).toBe('no-store');
      expect(await message(forbidden)).toBe(messages.forbidden);
    }
    expect(await auditOf(id)).toEqual([]);
  });

  it('searches by name, address or id (Persian digits too) and filters', async () => {
    const marker = `zx${Date.now()}`;
    const a = await registerAccount(server.url, { name: `مریم ${marker}` });
    const b = await registerAccount(server.url, { email: `${marker}_b@example.com` });
    const search = async (query: string) => {
      const response = await call('GET', `/api/admin/users?${query}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      return readJson<UsersPage>(response);
    };
    const byMarker = await search(`q=${marker}`);
    expect(byMarker.data.map((row) => row.id)).toEqual([b.user.id, a.user.id]);
    expect(byMarker.meta).toEqual({ page: 1, perPage: 20, total: 2, lastPage: 1 });
    expect(byMarker.data[1]).toEqual({
      id: a.user.id,
      name: `مریم ${marker}`,
      email: a.email,
      phone: null,
      createdAt: a.user.createdAt,
      isAdmin: false,
      blocked: false,
      premium: { active: false, planId: null, expiresAt: null },
    });
    // `_` is a letter in the search, not a wildcard.
    expect((await search(`q=${marker}_b`)).data.map((row) => row.id)).toEqual([b.user.id]);
    expect((await search(`q=${marker}xb`)).data).toEqual([]);
    const persianId = String(a.user.id).replace(/\d/g, (digit) => '۰۱۲۳۴۵۶۷۸۹'[Number(digit)] ?? digit);
    expect((await search(`q=${encodeURIComponent(persianId)}`)).data.map((row) => row.id)).toContain(
      a.user.id,
    );

    const admins = await search('filter=admins&per_page=50');
    expect(admins.data.every((row) => row.isAdmin)).toBe(true);
    expect(admins.data.map((row) => row.id)).toContain(admin.user.id);
    await detail(
      await post(`/api/admin/users/${a.user.id}/premium`, { action: 'extend', days: 3, reason: 'آزمون' }),
    );
    expect((await search(`filter=premium&q=${marker}`)).data.map((row) => row.id)).toEqual([a.user.id]);
    expect((await search(`filter=blocked&q=${marker}`)).data).toEqual([]);

    const bad = await call('GET', '/api/admin/users?filter=everyone');
    expect(bad.status).toBe(422);
    expect((await call('GET', '/api/admin/users/999999999')).status).toBe(404);
  });

  it('shows a user with their orders and redeemed gifts', async () => {
    const buyer = await registerAccount(server.url);
    const friend = await registerAccount(server.url);
    const payments = premiumClient(server);
    const bought = await payments.buy(buyer.token, { planId: 1 });
    expect(bought.order.status).toBe('paid');
    const gift = await payments.buyGift(buyer.token, { planId: 1, recipientEmail: friend.email });
    expect((await payments.redeem(friend.token, gift.order.gift?.code ?? '')).status).toBe(200);

    const shown = await detail(await call('GET', `/api/admin/users/${buyer.user.id}`));
    expect(shown.ordersTotal).toBe(2);
    expect(shown.orders.map((order) => [order.id, order.kind, order.status])).toEqual([
      [gift.orderId, 'gift', 'paid'],
      [bought.orderId, 'subscription', 'paid'],
    ]);
    expect(shown.premium.active).toBe(true);
    expect(shown.block).toBeNull();
    const friendShown = await detail(await call('GET', `/api/admin/users/${friend.user.id}`));
    expect(friendShown.orders).toEqual([]);
    expect(friendShown.redeemedGifts).toEqual([
      expect.objectContaining({
        planName: gift.order.plan.name,
        buyer: { id: buyer.user.id, name: buyer.user.name },
      }),
    ]);
  });

  it('extends premium from the later of now and the expiry, ends it, and records both with reasons', async () => {
    const user = await registerAccount(server.url);
    const path = `/api/admin/users/${user.user.id}/premium`;

    const noReason = await post(path, { action: 'extend', days: 5, reason: '  ' });
    expect(noReason.status).toBe(422);
    expect((await readJson<{ errors: Record<string, string[]> }>(noReason)).errors.reason).toEqual([
      adminUserFieldMessages.reasonRequired,
    ]);
    expect((await post(path, { action: 'extend', days: 0, reason: 'x' })).status).toBe(422);
    expect((await post(path, { action: 'extend', days: 3651, reason: 'x' })).status).toBe(422);
    expect((await post(path, { action: 'pause', reason: 'x' })).status).toBe(422);
    expect((await post(path, { action: 'end', reason: 'x' })).status).toBe(409);

    const before = Date.now();
    const extended = await detail(await post(path, { action: 'extend', days: 30, reason: 'جبران قطعی' }));
    const expiry = Date.parse(extended.premium.expiresAt ?? '');
    expect(expiry).toBeGreaterThanOrEqual(before + 30 * DAY_MS);
    expect(expiry).toBeLessThanOrEqual(Date.now() + 30 * DAY_MS);
    const again = await detail(await post(path, { action: 'extend', days: 2, reason: 'هدیه' }));
    expect(Date.parse(again.premium.expiresAt ?? '')).toBe(expiry + 2 * DAY_MS);
    expect(again.premiumAdjustments[0]).toMatchObject({
      action: 'extend',
      days: 2,
      expiresBefore: extended.premium.expiresAt,
      expiresAfter: again.premium.expiresAt,
      reason: 'هدیه',
      operator: { id: admin.user.id, name: admin.user.name },
    });
    const seen = await readJson<{ data: User }>(await fetchCurrentUser(server.url, user.token));
    expect(seen.data.premium).toMatchObject({ active: true, expiresAt: again.premium.expiresAt });

    const ended = await detail(await post(path, { action: 'end', reason: 'بازپرداخت' }));
    expect(ended.premium.active).toBe(false);
    expect(Date.parse(ended.premium.expiresAt ?? '')).toBeLessThanOrEqual(Date.now());
    expect(ended.premiumAdjustments.map((entry) => [entry.action, entry.reason])).toEqual([
      ['end', 'بازپرداخت'],
      ['extend', 'هدیه'],
      ['extend', 'جبران قطعی'],
    ]);
    const afterEnd = await readJson<{ data: User }>(await fetchCurrentUser(server.url, user.token));
    expect(afterEnd.data.premium.active).toBe(false);

    const audit = await auditOf(user.user.id);
    expect(audit.map((entry) => entry.action)).toEqual(['end-premium', 'extend-premium', 'extend-premium']);
    expect(audit[0]).toMatchObject({
      actor: { id: admin.user.id },
      targetType: 'user',
      targetId: String(user.user.id),
      before: { premiumExpiresAt: again.premium.expiresAt },
      after: { premiumExpiresAt: ended.premium.expiresAt, reason: 'بازپرداخت' },
    });
  });

  it('adds exactly ten days for ten parallel one-day extensions', async () => {
    const user = await registerAccount(server.url);
    const path = `/api/admin/users/${user.user.id}/premium`;
    // A first day puts the expiry in the future, so every later one counts from it, not from now.
    const first = await detail(await post(path, { action: 'extend', days: 1, reason: 'پایه' }));
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        post(path, { action: 'extend', days: 1, reason: `موازی ${index}` }),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(10).fill(200));
    const shown = await detail(await call('GET', `/api/admin/users/${user.user.id}`));
    expect(Date.parse(shown.premium.expiresAt ?? '')).toBe(
      Date.parse(first.premium.expiresAt ?? '') + 10 * DAY_MS,
    );
    expect(shown.premiumAdjustments).toHaveLength(11);
    expect(new Set(shown.premiumAdjustments.map((entry) => entry.expiresAfter)).size).toBe(11);
    expect(await auditOf(user.user.id)).toHaveLength(11);
  });

  it('blocks a user: their sessions die, every sign-in way refuses them, and unblocking lets them in', async () => {
    const user = await registerAccount(server.url);
    const second = await readJson<{ token: string }>(await login(user.email, user.password));
    const staleLink = await issueLoginToken(server.database.db, user.user.id, PUBLIC_URL);
    const path = `/api/admin/users/${user.user.id}`;

    expect((await post(`${path}/block`, {})).status).toBe(422);
    const blocked = await detail(await post(`${path}/block`, { reason: 'هرزنامه در نظرها' }));
    expect(blocked.blocked).toBe(true);
    expect(blocked.block).toMatchObject({
      reason: 'هرزنامه در نظرها',
      blockedBy: { id: admin.user.id, name: admin.user.name },
    });
    expect((await post(`${path}/block`, { reason: 'دوباره' })).status).toBe(409);

    for (const token of [user.token, second.token]) {
      expect((await fetchCurrentUser(server.url, token)).status).toBe(401);
    }
    const refused = await login(user.email, user.password);
    expect(refused.status).toBe(403);
    expect(await message(refused)).toBe(messages.adminUsers.accountBlocked);
    // A wrong password still gets the usual answer: the block is told only to whoever proves the account.
    expect((await login(user.email, 'not-the-password')).status).toBe(422);

    // Links issued before the block are void; one issued since (the operator command) meets the 403.
    const withStale = await postJson(server.url, '/api/sanc/login-with-token', { token: staleLink.token });
    expect(withStale.status).toBe(422);
    const fresh = await issueLoginToken(server.database.db, user.user.id, PUBLIC_URL);
    const withFresh = await postJson(server.url, '/api/sanc/login-with-token', { token: fresh.token });
    expect(withFresh.status).toBe(403);
    expect(await message(withFresh)).toBe(messages.adminUsers.accountBlocked);
    // Asking for a sign-in link answers as always but issues none.
    expect((await postJson(server.url, '/api/sanc/login-link', { email: user.email })).status).toBe(200);
    const [links] = await server.database.sql.query<{ count: number }>(
      "SELECT count(*)::int AS count FROM one_time_tokens WHERE user_id = $1 AND kind = 'login'",
      [user.user.id],
    );
    expect(links?.count).toBe(2); // `staleLink` and `fresh` only

    // A password reset completes (the owner of a stolen account can secure it) but signs nobody in.
    expect((await postJson(server.url, '/api/forgot-password', { email: user.email })).status).toBe(200);
    const link = linkIn(await smtp.nextTo(user.email), `${PUBLIC_URL}/auth/reset-password/`);
    const resetToken = decodeURIComponent(link.pathname.split('/').pop() ?? '');
    const newPassword = 'a-brand-new-secret-9';
    const reset = await postJson(server.url, '/api/reset-password', {
      token: resetToken,
      email: user.email,
      password: newPassword,
      password_confirmation: newPassword,
    });
    expect(reset.status).toBe(200);
    expect((await login(user.email, newPassword)).status).toBe(403);

    const listed = await readJson<UsersPage>(
      await call('GET', `/api/admin/users?filter=blocked&q=${encodeURIComponent(user.email)}`),
    );
    expect(listed.data.map((row) => [row.id, row.blocked])).toEqual([[user.user.id, true]]);

    const unblocked = await detail(await post(`${path}/unblock`));
    expect(unblocked.blocked).toBe(false);
    expect(unblocked.block).toBeNull();
    expect((await post(`${path}/unblock`)).status).toBe(409);
    const back = await login(user.email, newPassword);
    expect(back.status).toBe(200);
    const { token } = await readJson<{ token: string }>(back);
    expect((await fetchCurrentUser(server.url, token)).status).toBe(200);
    expect((await fetchCurrentUser(server.url, user.token)).status).toBe(401); // old sessions stay ended

    const audit = await auditOf(user.user.id);
    expect(audit.map((entry) => entry.action)).toEqual(['unblock-user', 'block-user']);
    expect(audit[1]).toMatchObject({
      actor: { id: admin.user.id },
      before: { blocked: false },
      after: { blocked: true, reason: 'هرزنامه در نظرها' },
    });
  });

  it('refuses to let an operator block themselves', async () => {
    const self = await post(`/api/admin/users/${admin.user.id}/block`, { reason: 'آزمون' });
    expect(self.status).toBe(422);
    expect(await message(self)).toBe(messages.adminUsers.cannotBlockSelf);
    expect((await fetchCurrentUser(server.url, admin.token)).status).toBe(200);
  });

  it('promotes and demotes, never oneself, and a blocked operator loses the console at once', async () => {
    const user = await registerAccount(server.url);
    const path = `/api/admin/users/${user.user.id}`;
    const promoted = await detail(await post(`${path}/promote`));
    expect(promoted.isAdmin).toBe(true);
    expect((await post(`${path}/promote`)).status).toBe(409);
    expect((await call('GET', '/api/admin/dashboard', undefined, user.token)).status).toBe(200);

    const self = await post(`/api/admin/users/${admin.user.id}/demote`);
    expect(self.status).toBe(409);
    expect(await message(self)).toBe(messages.adminUsers.cannotDemoteSelf);

    const demoted = await detail(await post(`${path}/demote`));
    expect(demoted.isAdmin).toBe(false);
    expect((await post(`${path}/demote`)).status).toBe(409);
    expect((await call('GET', '/api/admin/dashboard', undefined, user.token)).status).toBe(403);

    await detail(await post(`${path}/promote`));
    await detail(await post(`${path}/block`, { reason: 'حساب دزدیده شده' }));
    expect((await call('GET', '/api/admin/dashboard', undefined, user.token)).status).toBe(401);

    const audit = await auditOf(user.user.id);
    expect(audit.map((entry) => entry.action)).toEqual([
      'block-user',
      'promote-user',
      'demote-user',
      'promote-user',
    ]);
    expect(audit[2]).toMatchObject({ before: { isAdmin: true }, after: { isAdmin: false } });
  });

  it('lets only one of two operators demoting each other at once succeed', async () => {
    const [a, b] = [await registerAdmin(server), await registerAdmin(server)];
    const [aDemotesB, bDemotesA] = await Promise.all([
      post(`/api/admin/users/${b.user.id}/demote`, undefined, a.token),
      post(`/api/admin/users/${a.user.id}/demote`, undefined, b.token),
    ]);
    expect([aDemotesB.status, bDemotesA.status].sort()).toEqual([200, 403]);
    const [shownA, shownB] = [
      await detail(await call('GET', `/api/admin/users/${a.user.id}`)),
      await detail(await call('GET', `/api/admin/users/${b.user.id}`)),
    ];
    expect([shownA.isAdmin, shownB.isAdmin].sort()).toEqual([false, true]);
  });
});
