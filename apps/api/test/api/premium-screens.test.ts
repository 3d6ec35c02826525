import {
  type AdminPlan,
  type ScreensFull,
  type StreamDevice,
  type StreamSlot,
  type StreamSlotEnded,
  screensFullSchema,
} from '@pardeh/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../src/messages.ts';
import { adminRequest, auditEntriesOf, registerAdmin } from '../support/admin-client.ts';
import { registerAccount } from '../support/auth-client.ts';
import { catalogFactory } from '../support/catalog-factory.ts';
import { readJson } from '../support/read-json.ts';
import { useTestApp } from '../support/test-app.ts';
import { testDatabaseKind } from '../support/test-database.ts';

const CHROME_ON_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const FIREFOX_ON_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

/** The demo plans' ids by their screens (migration 0028): one month 1, three months 2. */
const ONE_SCREEN_PLAN = 1;
const TWO_SCREEN_PLAN = 2;

describe(`screens per plan (${testDatabaseKind()})`, () => {
  const server = useTestApp({ AUTH_RATE_LIMIT_PER_IP: '1000' });
  let premiumFile: number;
  let freeFile: number;

  beforeAll(async () => {
    const make = catalogFactory(server.database);
    const film = await make.title({ titleEn: 'Screens Film', titleFa: 'فیلم صفحه‌ها', year: 2020 });
    premiumFile = (await make.file(film.id, { quality: '1080p', language: 'original', premiumOnly: true }))
      .id;
    freeFile = (await make.file(film.id, { quality: '480p', language: 'original' })).id;
  });

  /** A fresh member with premium on `planId` (null: premium an operator gave without a plan). */
  async function subscriber(planId: number | null): Promise<{ token: string; id: number }> {
    const { token, user } = await registerAccount(server.url);
    await server.database.sql.query(
      "UPDATE users SET premium_plan_id = $2, premium_expires_at = now() + interval '30 days' WHERE id = $1",
      [user.id, planId],
    );
    return { token, id: user.id };
  }

  const call = (
    token: string | null,
    method: string,
    path: string,
    body?: unknown,
    agent = CHROME_ON_ANDROID,
  ) =>
    fetch(`${server.url}${path}`, {
      method,
      headers: {
        'user-agent': agent,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const claim = (token: string, fileId = premiumFile, agent?: string) =>
    call(token, 'POST', '/api/user/stream-slots', { fileId }, agent);
  const heartbeat = (token: string, id: string) =>
    call(token, 'POST', `/api/user/stream-slots/${id}/heartbeat`);
  const stop = (token: string, id: string) => call(token, 'DELETE', `/api/user/stream-slots/${id}`);
  const playing = async (token: string) =>
    (await readJson<{ data: StreamDevice[] }>(await call(token, 'GET', '/api/user/stream-slots'))).data;
  const slotOf = async (response: Response) => {
    expect(response.status).toBe(201);
    return (await readJson<{ data: StreamSlot }>(response)).data;
  };

  it('gives the plan’s screens, then a Persian 409 listing the devices playing', async () => {
    const { token } = await subscriber(ONE_SCREEN_PLAN);
    const first = await slotOf(await claim(token));
    expect(first.heartbeatSeconds).toBe(30);
    // A silent play keeps its screen for three beats.
    const [row] = (await server.database.sql.query<{ seconds: number }>(
      'SELECT extract(epoch FROM expires_at - last_heartbeat_at)::float AS seconds FROM stream_slots WHERE id = $1',
      [first.id],
    )) as [{ seconds: number }];
    expect(row.seconds).toBe(90);

    const refused = await claim(token, premiumFile, FIREFOX_ON_WINDOWS);
    expect(refused.status).toBe(409);
    const body = screensFullSchema.parse(await refused.json()) satisfies ScreensFull;
    expect(body).toEqual({
      message: messages.streamSlots.screensFull(1),
      screens: 1,
      devices: [
        {
          id: first.id,
          device: 'کروم روی اندروید',
          playing: 'فیلم صفحه‌ها (1080p)',
          startedAt: expect.any(String),
        },
      ],
    });
    expect(body.message).toContain('۱ دستگاه');
    expect((await heartbeat(token, first.id)).status).toBe(204);
  });

  it('stops one of my plays: its screen is free and its next heartbeat says it was stopped', async () => {
    const { token } = await subscriber(ONE_SCREEN_PLAN);
    const phone = await slotOf(await claim(token));
    expect((await claim(token, premiumFile, FIREFOX_ON_WINDOWS)).status).toBe(409);
    expect((await stop(token, phone.id)).status).toBe(204);
    const desktop = await slotOf(await claim(token, premiumFile, FIREFOX_ON_WINDOWS));

    const ended = await heartbeat(token, phone.id);
    expect(ended.status).toBe(410);
    expect(await readJson<StreamSlotEnded>(ended)).toEqual({
      message: messages.streamSlots.stopped,
      reason: 'stopped',
    });
    expect((await playing(token)).map(({ id, device }) => ({ id, device }))).toEqual([
      { id: desktop.id, device: 'فایرفاکس روی ویندوز' },
    ]);
    // Stopping it again, or heartbeats after it, change nothing.
    expect((await stop(token, phone.id)).status).toBe(404);
    expect((await heartbeat(token, desktop.id)).status).toBe(204);
  });

  it("answers 404 for another user's play, which keeps playing", async () => {
    const owner = await subscriber(ONE_SCREEN_PLAN);
    const other = await subscriber(ONE_SCREEN_PLAN);
    const slot = await slotOf(await claim(owner.token));
    const refused = await stop(other.token, slot.id);
    expect(refused.status).toBe(404);
    expect((await readJson(refused)).message).toBe(messages.streamSlots.slotNotFound);
    // Nor can another user keep it alive or see it.
    expect((await heartbeat(other.token, slot.id)).status).toBe(404);
    expect(await playing(other.token)).toEqual([]);
    expect((await heartbeat(owner.token, slot.id)).status).toBe(204);
    expect((await stop(owner.token, 'not-a-uuid')).status).toBe(422);
  });

  it('frees the screen of a play whose heartbeat stopped', async () => {
    const { token } = await subscriber(ONE_SCREEN_PLAN);
    const silent = await slotOf(await claim(token));
    expect((await claim(token)).status).toBe(409);
    // Three beats went by without one (the lifetime itself is checked above).
    await server.database.sql.query(
      "UPDATE stream_slots SET expires_at = now() - interval '1 second' WHERE id = $1",
      [silent.id],
    );
    expect(await playing(token)).toEqual([]);
    const late = await heartbeat(token, silent.id);
    expect(late.status).toBe(410);
    expect(await readJson<StreamSlotEnded>(late)).toEqual({
      message: messages.streamSlots.expired,
      reason: 'expired',
    });
    await slotOf(await claim(token));
    // The next claim forgot it: its player claims again, as after `expired`.
    expect((await heartbeat(token, silent.id)).status).toBe(404);
  });

  it('gives exactly the plan’s screens to parallel claims', async () => {
    const { token } = await subscriber(TWO_SCREEN_PLAN);
    const answers = await Promise.all(Array.from({ length: 8 }, () => claim(token)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 201, 409, 409, 409, 409, 409, 409]);
    expect(await playing(token)).toHaveLength(2);
  });

  it('releases a play by beacon from the site’s own origin only', async () => {
    const { token } = await subscriber(null); // premium without a plan: one screen
    const slot = await slotOf(await claim(token));
    const beacon = (origin: string) =>
      fetch(`${server.url}/api/stream-slots/${slot.id}/release`, { method: 'POST', headers: { origin } });
    expect((await beacon('https://elsewhere.example')).status).toBe(403);
    expect(await playing(token)).toHaveLength(1);
    expect((await beacon(server.url)).status).toBe(204);
    expect(await playing(token)).toEqual([]);
    expect((await beacon(server.url)).status).toBe(204);
    await slotOf(await claim(token));
  });

  it('refuses visitors, members without premium, free files and unknown files', async () => {
    const member = await registerAccount(server.url);
    const { token } = await subscriber(ONE_SCREEN_PLAN);
    expect((await call(null, 'POST', '/api/user/stream-slots', { fileId: premiumFile })).status).toBe(401);
    const noPremium = await claim(member.token);
    expect(noPremium.status).toBe(403);
    expect((await readJson(noPremium)).message).toBe(messages.streamSlots.premiumRequired);
    const free = await claim(token, freeFile);
    expect(free.status).toBe(422);
    expect((await readJson(free)).message).toBe(messages.streamSlots.freeFile);
    expect((await claim(token, 999_999)).status).toBe(404);
    expect((await call(token, 'POST', '/api/user/stream-slots', { fileId: 'x' })).status).toBe(422);
    expect(await playing(token)).toEqual([]);
  });

  it('lets operators set a plan’s screens, 1 to 10, audited; the next claim counts them', async () => {
    const admin = await registerAdmin(server);
    const member = await registerAccount(server.url);
    const list = await adminRequest(server, admin.token, 'GET', '/api/admin/plans');
    expect((await readJson<{ data: AdminPlan[] }>(list)).data.map((plan) => plan.screens)).toEqual([
      1, 2, 3, 4,
    ]);
    expect((await adminRequest(server, member.token, 'GET', '/api/admin/plans')).status).toBe(403);
    for (const screens of [0, 11, 1.5, '2']) {
      const refused = await adminRequest(
        server,
        admin.token,
        'PATCH',
        `/api/admin/plans/${ONE_SCREEN_PLAN}`,
        {
          screens,
        },
      );
      expect(refused.status).toBe(422);
      expect(JSON.stringify(await refused.json())).toContain('تعداد صفحه‌ها باید عددی درست از ۱ تا ۱۰ باشد.');
    }
    expect(
      (await adminRequest(server, admin.token, 'PATCH', '/api/admin/plans/9999', { screens: 2 })).status,
    ).toBe(404);

    const { token } = await subscriber(ONE_SCREEN_PLAN);
    await slotOf(await claim(token));
    expect((await claim(token)).status).toBe(409);
    const changed = await adminRequest(server, admin.token, 'PATCH', `/api/admin/plans/${ONE_SCREEN_PLAN}`, {
      screens: 2,
    });
    expect((await readJson<{ data: AdminPlan }>(changed)).data).toMatchObject({
      id: ONE_SCREEN_PLAN,
      screens: 2,
    });
    await slotOf(await claim(token));
    const [entry] = await auditEntriesOf(server, admin.token, { type: 'plan', id: ONE_SCREEN_PLAN });
    expect(entry).toMatchObject({
      action: 'set-plan-screens',
      before: { screens: 1 },
      after: { screens: 2 },
    });
  });
});
