import type { Notification } from '@pardeh/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifyUsers } from '../../src/library/notifications/notify-users.ts';
import { LISTENER_APPLICATION_NAME } from '../../src/realtime/postgres-listener.ts';
import { postJson, registerAccount } from '../support/auth-client.ts';
import { openEventStream } from '../support/event-stream-client.ts';
import { readJson } from '../support/read-json.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { testDatabaseKind } from '../support/test-database.ts';

describe(`GET /api/user/notifications/stream (${testDatabaseKind()})`, () => {
  let server: TestApp;
  let closed = false;
  beforeAll(async () => {
    // A short heartbeat, so the heartbeat and the revoked-session check are seen without waiting 15 s;
    // the shortest request timeout, which must cut off slow requests but never a stream.
    server = await startTestApp({
      NOTIFICATION_STREAM_HEARTBEAT_SECONDS: '0.3',
      REQUEST_TIMEOUT_SECONDS: '1',
      NOTIFICATION_STREAMS_PER_USER: '2',
      NOTIFICATION_STREAMS_PER_PROCESS: '4',
    });
  });
  afterAll(async () => {
    if (!closed) await server?.close();
  });

  const streamUrl = () => `${server.url}/api/user/notifications/stream`;
  const open = (token: string, headers: Record<string, string> = {}) =>
    openEventStream(streamUrl(), { authorization: `Bearer ${token}`, ...headers });
  /** As the events do: inside the transaction of the change causing it. */
  const notify = (userId: number, text: string) =>
    server.database.db.transaction((tx) =>
      notifyUsers(tx, [userId], { type: 'request-status', text, link: '/user/new-request' }),
    );
  const listed = async (token: string) => {
    const response = await fetch(`${server.url}/api/user/notifications`, {
      headers: { authorization: `Bearer ${token}` },
    });
    return (await readJson<{ data: Notification[] }>(response)).data;
  };

  it('answers 401 without a live session, and 422 for a Last-Event-ID that is no id', async () => {
    const anonymous = await fetch(streamUrl());
    expect(anonymous.status).toBe(401);
    expect((await readJson<{ message: string }>(anonymous)).message).toMatch(/[\u0600-\u06FF]/);
    expect((await fetch(streamUrl(), { headers: { authorization: 'Bearer 1|nonsense' } })).status).toBe(401);
    const account = await registerAccount(server.url);
    const bad = await fetch(streamUrl(), {
      headers: { authorization: `Bearer ${account.token}`, 'last-event-id': 'abc' },
    });
    expect(bad.status).toBe(422);
  });

  it('is in the OpenAPI document as a text/event-stream answer', async () => {
    const document = await readJson<{
      paths: Record<string, { get?: { responses: Record<string, { content?: Record<string, unknown> }> } }>;
    }>(await fetch(`${server.url}/api/openapi.json`));
    const operation = document.paths['/api/user/notifications/stream']?.get;
    expect(Object.keys(operation?.responses['200']?.content ?? {})).toEqual(['text/event-stream']);
    expect(operation?.responses['401']).toBeDefined();
  });

  it('streams uncompressed, unbuffered SSE that starts with retry and carries new notifications live', async () => {
    const account = await registerAccount(server.url);
    const other = await registerAccount(server.url);
    const stream = await open(account.token, { 'accept-encoding': 'gzip, br' });
    try {
      expect(stream.response.status).toBe(200);
      expect(stream.response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
      expect(stream.response.headers.get('cache-control')).toBe('no-cache, no-transform');
      expect(stream.response.headers.get('x-accel-buffering')).toBe('no');
      expect(stream.response.headers.get('content-encoding')).toBeNull();
      expect(await stream.nextEvent()).toEqual({ retry: 5000 });
      await expect.poll(() => server.app.notificationStreams.clientCount()).toBe(1);

      // Another user's notification is not sent: had it been, it would come first.
      await notify(other.user.id, 'برای دیگری');
      await notify(account.user.id, 'درخواست شما پذیرفته شد');
      const event = await stream.nextEvent();
      const [newest] = await listed(account.token);
      expect(event).toEqual({ id: String(newest?.id), event: 'notification', data: JSON.stringify(newest) });
    } finally {
      stream.close();
    }
    await expect.poll(() => server.app.notificationStreams.clientCount()).toBe(0);
  });

  it('replays what came after Last-Event-ID, in id order, then goes on live', async () => {
    const account = await registerAccount(server.url);
    for (const text of ['یکم', 'دوم', 'سوم']) await notify(account.user.id, text);
    const [third, second, first] = await listed(account.token);
    const stream = await open(account.token, { 'last-event-id': String(first?.id) });
    try {
      expect(await stream.nextEvent()).toEqual({ retry: 5000 });
      expect((await stream.nextEvent()).id).toBe(String(second?.id));
      expect((await stream.nextEvent()).id).toBe(String(third?.id));
      await notify(account.user.id, 'چهارم');
      const live = await stream.nextEvent();
      expect(JSON.parse(live.data ?? '')).toMatchObject({ text: 'چهارم', read: false });
    } finally {
      stream.close();
    }
  });

  it('sends heartbeats, outlives the request timeout, and ends at the next beat once the session is revoked', async () => {
    const account = await registerAccount(server.url);
    const stream = await open(account.token);
    // Ten beats take 3 s: longer than the request timeout (1 s) and Node's check of it (every 1 s).
    for (let beat = 0; beat < 10; beat++)
      expect(await stream.nextComment()).toEqual({ comment: 'heartbeat' });
    const loggedOut = await postJson(server.url, '/api/sanc/logout', undefined, { bearer: account.token });
    expect(loggedOut.status).toBeLessThan(300);
    await stream.ended;
  });

  it.runIf(testDatabaseKind() === 'postgres')(
    'keeps delivering after the listener loses its connection',
    async () => {
      const account = await registerAccount(server.url);
      const stream = await open(account.token);
      try {
        await stream.nextEvent(); // retry
        const listeners = `SELECT pid FROM pg_stat_activity WHERE application_name = '${LISTENER_APPLICATION_NAME}' AND datname = current_database()`;
        const [before] = await server.database.sql.query<{ pid: number }>(listeners);
        await server.database.sql.query(`SELECT pg_terminate_backend(pid) FROM (${listeners}) AS listener`);
        // Written while the listener is away or just back: the catch-up after reconnecting sends it.
        await notify(account.user.id, 'پس از قطع');
        expect(JSON.parse((await stream.nextEvent()).data ?? '')).toMatchObject({ text: 'پس از قطع' });
        const [after] = await server.database.sql.query<{ pid: number }>(listeners);
        expect(after?.pid).not.toBe(before?.pid);
      } finally {
        stream.close();
      }
    },
  );

  it("ends a user's oldest stream past two, and refuses a fifth on the instance with 503 and Retry-After", async () => {
    const [first, second, third] = [
      await registerAccount(server.url),
      await registerAccount(server.url),
      await registerAccount(server.url),
    ];
    const oldest = await open(first.token);
    const older = await open(first.token);
    const newest = await open(first.token);
    await oldest.ended;
    await notify(first.user.id, 'پس از سومین جریان');
    for (const live of [older, newest]) {
      expect(await live.nextEvent()).toEqual({ retry: 5000 });
      expect((await live.nextEvent()).event).toBe('notification');
    }
    const others = [await open(second.token), await open(second.token)];
    await expect.poll(() => server.app.notificationStreams.clientCount()).toBe(4);

    const full = await fetch(streamUrl(), { headers: { authorization: `Bearer ${third.token}` } });
    expect(full.status).toBe(503);
    expect(Number(full.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await readJson<{ message: string }>(full)).message).toMatch(/[\u0600-\u06FF]/);
    for (const stream of [older, newest, ...others]) stream.close();
    await expect.poll(() => server.app.notificationStreams.clientCount()).toBe(0);
  });

  it('ends every stream when the server closes, so shutdown is not held up', async () => {
    const account = await registerAccount(server.url);
    const stream = await open(account.token);
    await stream.nextEvent();
    closed = true;
    await server.close();
    await stream.ended;
  });
});
