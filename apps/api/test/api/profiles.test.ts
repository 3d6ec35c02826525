import {
  type CurrentUser,
  type Profile,
  type ProfilesState,
  profileSchema,
  profilesStateSchema,
  resourceOf,
} from '@pardeh/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifyUsers } from '../../src/library/notifications/notify-users.ts';
import { fetchCurrentUser, postJson, registerAccount } from '../support/auth-client.ts';
import { openEventStream } from '../support/event-stream-client.ts';
import { buildTinyCatalogue, type TinyCatalogue } from '../support/library-fixture.ts';
import { addProfile, kidsProfileSession, sessionClient, useProfile } from '../support/profiles-client.ts';
import { readJson } from '../support/read-json.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { testDatabaseKind } from '../support/test-database.ts';

let server: TestApp;
let catalogue: TinyCatalogue;
beforeAll(async () => {
  server = await startTestApp({ AUTH_RATE_LIMIT_PER_IP: '1000' });
  catalogue = await buildTinyCatalogue(server);
});
afterAll(() => server.close());

const stateOf = async (response: Response): Promise<ProfilesState> => {
  expect(response.status).toBe(200);
  return resourceOf(profilesStateSchema).parse(await response.json()).data;
};
const profileOf = async (response: Response, status = 200): Promise<Profile> => {
  expect(response.status).toBe(status);
  return resourceOf(profileSchema).parse(await response.json()).data;
};
const messageOf = async (response: Response) => (await readJson<{ message: string }>(response)).message;

describe(`profiles (${testDatabaseKind()})`, () => {
  it('gives a new account one adult profile named after it, shown by GET /api/user', async () => {
    const account = await registerAccount(server.url, { name: 'مریم' });
    const response = await fetchCurrentUser(server.url, account.token);
    const { data } = await readJson<{ data: CurrentUser }>(response);
    expect(data.profile).toMatchObject({ name: 'مریم', kind: 'adult', maturityAge: null, hasPin: false });
    expect(data.profiles).toEqual([data.profile]);
    expect((await sessionClient(server.url, 'x.y').profiles()).status).toBe(401);
  });

  it('adds, renames and deletes profiles; a kids profile gets a maturity age; bad bodies are 422', async () => {
    const { token } = await registerAccount(server.url);
    const client = sessionClient(server.url, token);
    const kids = await profileOf(
      await client.createProfile({ name: ' بچه‌ها ', avatar: 'fish', kind: 'kids' }),
      201,
    );
    expect(kids).toMatchObject({ name: 'بچه‌ها', kind: 'kids', maturityAge: 12, hasPin: false });
    const young = await profileOf(
      await client.createProfile({ name: 'کوچک', avatar: 'star', kind: 'kids', maturityAge: 7 }),
      201,
    );
    expect(young.maturityAge).toBe(7);
    for (const body of [
      { name: '', avatar: 'sun' },
      { name: 'x', avatar: 'dragon' },
      { name: 'x', avatar: 'sun', kind: 'kids', maturityAge: 18 },
      { name: 'x', avatar: 'sun', kind: 'adult', maturityAge: 12 },
      { name: 'x'.repeat(41), avatar: 'sun' },
    ]) {
      const response = await client.call('POST', '/api/user/profiles', body);
      expect(response.status, JSON.stringify(body)).toBe(422);
      expect(await messageOf(response)).toMatch(/[آ-ی]/);
    }
    const renamed = await profileOf(
      await client.updateProfile(kids.id, { name: 'کودکان', avatar: 'cat', maturityAge: 15 }),
    );
    expect(renamed).toMatchObject({ name: 'کودکان', avatar: 'cat', maturityAge: 15 });
    const state = await stateOf(await client.profiles());
    expect((await client.updateProfile(state.active.id, { maturityAge: 12 })).status).toBe(422);
    expect((await client.deleteProfile(young.id)).status).toBe(204);
    expect((await stateOf(await client.profiles())).profiles.map((p) => p.id)).toEqual([
      state.active.id,
      kids.id,
    ]);
    // The session's own profile cannot go.
    expect((await client.deleteProfile(state.active.id)).status).toBe(409);
  });

  it('keeps at most 5 profiles under parallel creation, and the last one under parallel deletion', async () => {
    const { token } = await registerAccount(server.url);
    const client = sessionClient(server.url, token);
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        client.createProfile({ name: `نمایه ${index}`, avatar: 'leaf' }),
      ),
    );
    const statuses = answers.map((response) => response.status).sort();
    expect(statuses).toEqual([201, 201, 201, 201, 409, 409, 409, 409]);
    const refused = answers.find((response) => response.status === 409);
    expect(await messageOf(refused as Response)).toBe('هر حساب حداکثر ۵ نمایه می‌تواند داشته باشد.');
    expect((await stateOf(await client.profiles())).profiles).toHaveLength(5);

    // Two sessions of one account, each on its own profile, delete each other's at once: one stays.
    const account = await registerAccount(server.url);
    const first = (await stateOf(await sessionClient(server.url, account.token).profiles())).active;
    const second = await addProfile(server.url, account.token, { name: 'دوم', avatar: 'moon' });
    const login = await postJson(server.url, '/api/sanc/login', {
      email: account.email,
      password: account.password,
    });
    const secondToken = login.ok ? (await readJson<{ token: string }>(login)).token : null;
    if (!secondToken) throw new Error(`login answered ${login.status}`);
    await useProfile(server.url, secondToken, second.id);
    const [a, b] = await Promise.all([
      sessionClient(server.url, account.token).deleteProfile(second.id),
      sessionClient(server.url, secondToken).deleteProfile(first.id),
    ]);
    expect([a.status, b.status].sort()).toEqual([204, 409]);
    const left = await stateOf(await sessionClient(server.url, account.token).profiles());
    expect(left.profiles).toHaveLength(1);
  });

  it("answers 404 for another account's profile on every call", async () => {
    const owner = await registerAccount(server.url);
    const theirs = await addProfile(server.url, owner.token, { name: 'دیگری', avatar: 'wave' });
    const { token } = await registerAccount(server.url);
    const client = sessionClient(server.url, token);
    for (const response of [
      await client.updateProfile(theirs.id, { name: 'ربوده' }),
      await client.deleteProfile(theirs.id),
      await client.setPin(theirs.id, '1234'),
      await client.clearPin(theirs.id),
      await client.select(theirs.id),
    ]) {
      expect(response.status).toBe(404);
      expect(await messageOf(response)).toBe('نمایه‌ای با این شناسه یافت نشد.');
    }
  });

  it('asks for the PIN of a protected profile, accepts Persian digits, and limits wrong tries', async () => {
    const { token } = await registerAccount(server.url);
    const client = sessionClient(server.url, token);
    const main = (await stateOf(await client.profiles())).active;
    const guest = await addProfile(server.url, token, { name: 'مهمان', avatar: 'rocket' });
    const kids = await addProfile(server.url, token, { name: 'کودک', avatar: 'cat', kind: 'kids' });
    expect((await client.setPin(main.id, '12a4')).status).toBe(422);
    expect((await client.setPin(kids.id, '1234')).status).toBe(422);
    expect(await profileOf(await client.setPin(main.id, '۱۲۳۴'))).toMatchObject({ hasPin: true });
    const stored = await server.database.sql.query<{ pin_hash: string }>(
      'SELECT pin_hash FROM profiles WHERE id = $1',
      [main.id],
    );
    expect(stored[0]?.pin_hash).not.toContain('1234');

    await useProfile(server.url, token, guest.id);
    // From another profile, a protected one can be neither changed nor unlocked.
    expect((await client.clearPin(main.id)).status).toBe(403);
    expect((await client.updateProfile(main.id, { name: 'x' })).status).toBe(403);
    expect((await client.select(main.id)).status).toBe(403);
    const wrong = await client.select(main.id, '0000');
    expect(wrong.status).toBe(403);
    expect(await messageOf(wrong)).toBe('رمز نمایه درست نیست.');
    expect((await stateOf(await client.select(main.id, '1234'))).active.id).toBe(main.id);

    await useProfile(server.url, token, guest.id);
    // One wrong try above; three more are still answered, the fifth is refused.
    const tries = [];
    for (let attempt = 0; attempt < 3; attempt++) tries.push((await client.select(main.id, '9999')).status);
    expect(tries).toEqual([403, 403, 403]);
    const fifth = await client.select(main.id, '9999');
    expect(fifth.status).toBe(429);
    expect(Number(fifth.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await messageOf(fifth)).toMatch(/چند دقیقه بعد/);
    // Locked out, even the right PIN waits.
    const right = await client.select(main.id, '1234');
    expect(right.status).toBe(429);
    expect((await stateOf(await client.profiles())).active.id).toBe(guest.id);
  });

  it("needs a PIN of the account to leave a kids' profile for an adult one, when the account has one", async () => {
    const session = await kidsProfileSession(server.url);
    const client = sessionClient(server.url, session.token);
    expect((await stateOf(await client.profiles())).active.kind).toBe('kids');
    // Without any PIN in the account, leaving is free.
    expect((await stateOf(await client.select(session.adultProfileId))).active.kind).toBe('adult');
    const second = await addProfile(server.url, session.token, { name: 'بزرگسال دوم', avatar: 'flower' });
    await client.setPin(session.adultProfileId, '4321');
    await useProfile(server.url, session.token, session.kidsProfile.id);
    // Kids may not change profiles.
    expect((await client.createProfile({ name: 'تازه', avatar: 'sun' })).status).toBe(403);
    expect((await client.updateProfile(session.kidsProfile.id, { maturityAge: 15 })).status).toBe(403);
    expect((await client.deleteProfile(second.id)).status).toBe(403);
    // The unprotected adult profile needs the account's PIN from a kids' profile.
    expect((await client.select(second.id)).status).toBe(403);
    expect((await client.select(second.id, '1111')).status).toBe(403);
    expect((await stateOf(await client.select(second.id, '4321'))).active.id).toBe(second.id);
    // Into a kids' profile needs nothing.
    expect((await stateOf(await client.select(session.kidsProfile.id))).active.kind).toBe('kids');
  });

  it("keeps each profile's library apart through every call", async () => {
    const account = await registerAccount(server.url, { name: 'صاحب حساب' });
    const first = sessionClient(server.url, account.token);
    const firstProfile = (await stateOf(await first.profiles())).active;
    await first.call('PATCH', `/api/user/profiles/${firstProfile.id}`, { name: 'پدر' });
    const titleId = catalogue.title.id;
    const fileId = catalogue.file.id;
    // The first profile keeps one of everything.
    expect((await first.post(`/api/user/watchlist/${titleId}`, { action: 'add' })).status).toBe(200);
    expect((await first.post(`/api/user/like/${titleId}`, { type: 'title', value: 1 })).status).toBe(200);
    const finished = await readJson<{ data: { historyId: number } }>(
      await first.post('/api/user/progress', { fileId, position: 100, duration: 100, event: 'stop' }),
    );
    await first.post('/api/user/progress', { fileId, position: 30, duration: 100, event: 'pause' });
    const comment = await readJson<{ data: { id: number; author: { name: string } } }>(
      await first.post('/api/user/comment', { titleId, body: 'نظر پدر' }),
    );
    expect(comment.data.author.name).toBe('پدر');
    await first.post(`/api/user/like/${comment.data.id}`, { type: 'comment', value: 1 });
    await first.call('PUT', '/api/user/playback-preferences', {
      subtitleLanguage: 'fa',
      autoplayNext: false,
    });
    // News of the account (every profile sees it), then a reply only the first profile is told of.
    await server.database.db.transaction((tx) =>
      notifyUsers(tx, [account.user.id], { type: 'request-status', text: 'خبر پیشین', link: '/' }),
    );
    const [since] = await server.database.sql.query<{ id: number }>(
      'SELECT max(id)::int AS id FROM notifications WHERE user_id = $1',
      [account.user.id],
    );
    // Someone replies: the first profile is told, nobody else.
    const stranger = await registerAccount(server.url);
    await sessionClient(server.url, stranger.token).post('/api/user/comment', {
      titleId,
      body: 'پاسخ',
      parentId: comment.data.id,
    });

    const second = await addProfile(server.url, account.token, { name: 'مادر', avatar: 'moon' });
    await useProfile(server.url, account.token, second.id);
    // biome-ignore lint/suspicious/noExplicitAny: each answer's shape is checked by its own expectation
    const json = async (path: string): Promise<any> => {
      const response = await first.get(path);
      expect(response.status, path).toBe(200);
      return response.json();
    };
    expect((await json('/api/user/watchlist')).data).toEqual([]);
    expect((await json('/api/user/history')).data).toEqual([]);
    expect((await json('/api/user/continue-watching')).data).toEqual({ inProgress: [], nextEpisodes: [] });
    expect((await json(`/api/user/progress/${fileId}`)).data).toBeNull();
    expect((await json(`/api/titles/${titleId}/viewer`)).data).toMatchObject({
      likes: 1,
      viewer: { inWatchlist: false, like: 0, progress: null },
    });
    expect((await json(`/api/titles/${titleId}`)).data.viewer).toMatchObject({ inWatchlist: false, like: 0 });
    const comments = await json(`/api/titles/${titleId}/comments`);
    expect(comments.data[0]).toMatchObject({ isOwn: false, like: 0, author: { name: 'پدر' } });
    expect((await json(`/api/titles/${titleId}/topcomments`)).data[0]).toMatchObject({
      isOwn: false,
      like: 0,
    });
    expect((await json('/api/user/summary')).data).toMatchObject({
      watchlist: 0,
      inProgress: 0,
      watched: 0,
      unreadNotifications: 1,
    });
    const news = (await json('/api/user/notifications')).data;
    expect(news.map((each: { text: string }) => each.text)).toEqual(['خبر پیشین']);
    expect((await json('/api/user/playback-preferences')).data).toMatchObject({
      subtitleLanguage: null,
      autoplayNext: true,
    });
    // The live stream replays only what this profile may read: not the first profile's reply
    // (newer than Last-Event-ID), but the account's news sent afterwards.
    const stream = await openEventStream(`${server.url}/api/user/notifications/stream`, {
      authorization: `Bearer ${account.token}`,
      'last-event-id': String(since?.id),
    });
    try {
      expect(await stream.nextEvent()).toEqual({ retry: 5000 });
      await server.database.db.transaction((tx) =>
        notifyUsers(tx, [account.user.id], { type: 'request-status', text: 'خبر حساب', link: '/' }),
      );
      expect(JSON.parse((await stream.nextEvent()).data ?? '')).toMatchObject({ text: 'خبر حساب' });
    } finally {
      stream.close();
    }
    // The first profile's ids are unknown here.
    expect((await first.call('DELETE', `/api/user/history/${finished.data.historyId}`)).status).toBe(404);
    expect((await first.call('DELETE', `/api/user/comment/${comment.data.id}`)).status).toBe(404);

    // Back on the first profile, everything is where it was.
    await useProfile(server.url, account.token, firstProfile.id);
    expect((await json('/api/user/watchlist')).data).toHaveLength(1);
    expect((await json('/api/user/history')).data).toHaveLength(1);
    expect((await json('/api/user/continue-watching')).data.inProgress).toHaveLength(1);
    expect((await json(`/api/titles/${titleId}/comments`)).data[0]).toMatchObject({ isOwn: true, like: 1 });
    expect((await json('/api/user/summary')).data).toMatchObject({ watchlist: 1, inProgress: 1, watched: 1 });
    // Its reply, and the account's news every profile sees.
    expect((await json('/api/user/notifications')).data).toHaveLength(3);
    expect((await json('/api/user/playback-preferences')).data).toMatchObject({ subtitleLanguage: 'fa' });
  });

  it("keeps a kids' profile out of comments and requests", async () => {
    const session = await kidsProfileSession(server.url);
    const client = sessionClient(server.url, session.token);
    const titleId = catalogue.title.id;
    const refused = await client.post('/api/user/comment', { titleId, body: 'سلام' });
    expect(refused.status).toBe(403);
    expect(await messageOf(refused)).toBe('نمایه‌ی کودک نمی‌تواند نظر بنویسد.');
    const page = await readJson<{ canComment: boolean }>(await client.get(`/api/titles/${titleId}/comments`));
    expect(page.canComment).toBe(false);
    const request = await client.post('/api/user/request', { title: 'فیلم تازه', type: 'movie' });
    expect(request.status).toBe(403);
    expect(await messageOf(request)).toBe('نمایه‌ی کودک نمی‌تواند درخواست فیلم یا سریال بفرستد.');
  });
});
