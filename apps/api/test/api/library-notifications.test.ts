import type { Notification, PaginationMeta, User } from '@pardeh/contract';
import { describe, expect, it } from 'vitest';
import { notifyUsers } from '../../src/library/notifications/notify-users.ts';
import { messages } from '../../src/messages.ts';
import { fetchCurrentUser, postJson, registerAccount } from '../support/auth-client.ts';
import { catalogFactory } from '../support/catalog-factory.ts';
import { readJson } from '../support/read-json.ts';
import { useTestApp } from '../support/test-app.ts';
import { testDatabaseKind } from '../support/test-database.ts';

type NotificationPage = { data: Notification[]; meta: PaginationMeta };

describe(`notifications (${testDatabaseKind()})`, () => {
  const server = useTestApp();

  const list = async (token: string, query = '') => {
    const response = await fetch(`${server.url}/api/user/notifications${query}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    return readJson<NotificationPage>(response);
  };
  const markRead = (token: string, body?: unknown) =>
    postJson(server.url, '/api/user/notifications', body, { bearer: token, csrf: false });
  const hasNew = async (token: string) =>
    (await readJson<{ data: User }>(await fetchCurrentUser(server.url, token))).data.newNotifications;
  /** As the events do: inside the transaction of the change causing it. */
  const notify = (userIds: number[], text: string) =>
    server.database.db.transaction((tx) =>
      notifyUsers(tx, userIds, { type: 'request-status', text, link: '/user/new-request' }),
    );

  it('answers 401 signed out', async () => {
    expect((await fetch(`${server.url}/api/user/notifications`)).status).toBe(401);
    expect((await markRead('', {})).status).toBe(401);
  });

  it('lists newest first with pages, and marks all read', async () => {
    const account = await registerAccount(server.url);
    expect(await hasNew(account.token)).toBe(false);
    for (const text of ['یکم', 'دوم', 'سوم']) await notify([account.user.id], text);
    expect(await hasNew(account.token)).toBe(true);

    const first = await list(account.token, '?per_page=2');
    expect(first.meta).toEqual({ page: 1, perPage: 2, total: 3, lastPage: 2 });
    expect(first.data.map((item) => item.text)).toEqual(['سوم', 'دوم']);
    expect(first.data[0]).toMatchObject({ type: 'request-status', link: '/user/new-request', read: false });
    expect((await list(account.token, '?page=2&per_page=2')).data.map((item) => item.text)).toEqual(['یکم']);

    const marked = await markRead(account.token);
    expect(marked.status).toBe(200);
    expect((await readJson<{ data: User }>(marked)).data).toMatchObject({
      id: account.user.id,
      newNotifications: false,
    });
    expect(await hasNew(account.token)).toBe(false);
    expect((await list(account.token)).data.every((item) => item.read)).toBe(true);
    // Marking again changes nothing and is not an error.
    expect((await markRead(account.token, {})).status).toBe(200);
  });

  it('marks only the given ids, and the dot stays while one is unread', async () => {
    const account = await registerAccount(server.url);
    await notify([account.user.id], 'الف');
    await notify([account.user.id], 'ب');
    const [newer, older] = (await list(account.token)).data;
    if (!newer || !older) throw new Error('two notifications expected');

    const some = await markRead(account.token, { ids: [older.id] });
    expect((await readJson<{ data: User }>(some)).data.newNotifications).toBe(true);
    expect((await list(account.token)).data.map((item) => item.read)).toEqual([false, true]);

    await markRead(account.token, { ids: [newer.id] });
    expect(await hasNew(account.token)).toBe(false);
  });

  it("never touches another user's notifications, and ignores their ids", async () => {
    const owner = await registerAccount(server.url);
    const other = await registerAccount(server.url);
    await notify([owner.user.id], 'مال من');
    const [mine] = (await list(owner.token)).data;
    if (!mine) throw new Error('a notification expected');

    expect((await list(other.token)).data).toEqual([]);
    const response = await markRead(other.token, { ids: [mine.id] });
    expect(response.status).toBe(200);
    expect((await readJson<{ data: User }>(response)).data.id).toBe(other.user.id);
    expect((await list(owner.token)).data[0]?.read).toBe(false);
    expect(await hasNew(owner.token)).toBe(true);
  });

  it('refuses bad bodies and queries with 422', async () => {
    const account = await registerAccount(server.url);
    for (const body of [{ ids: [] }, { ids: ['1'] }, { ids: [0] }, { all: true }]) {
      expect((await markRead(account.token, body)).status).toBe(422);
    }
    const badPage = await fetch(`${server.url}/api/user/notifications?per_page=500`, {
      headers: { authorization: `Bearer ${account.token}` },
    });
    expect(badPage.status).toBe(422);
  });

  it('keeps newNotifications exact under concurrent notifications and mark-reads', async () => {
    const account = await registerAccount(server.url);
    for (let round = 0; round < 12; round++) {
      await Promise.all([
        notify([account.user.id], `هم‌زمان ${round}`),
        markRead(account.token),
        notify([account.user.id], `هم‌زمان دوم ${round}`),
        markRead(account.token),
      ]);
      const unread = (await list(account.token, '?per_page=50')).data.some((item) => !item.read);
      expect(await hasNew(account.token)).toBe(unread);
    }
  });

  it('tells watchers when a coming-soon title is released and when a title gets its first file', async () => {
    const factory = catalogFactory(server.database);
    const soon = await factory.title({ titleEn: 'Soon Film', titleFa: 'فیلم به‌زودی', comingSoon: true });
    const unwatched = await factory.title({ titleEn: 'Nobody Waits', comingSoon: true });
    const watcher = await registerAccount(server.url);
    const bystander = await registerAccount(server.url);
    await server.database.sql.query(
      'INSERT INTO watchlist_items (profile_id, title_id) SELECT id, $2 FROM profiles WHERE user_id = $1',
      [watcher.user.id, soon.id],
    );

    // One statement releasing both: only the watched title notifies, and only its watcher.
    await server.database.sql.query('UPDATE titles SET coming_soon = false WHERE id = ANY($1)', [
      [soon.id, unwatched.id],
    ]);
    const released = (await list(watcher.token)).data;
    expect(released).toHaveLength(1);
    expect(released[0]).toMatchObject({
      type: 'title-released',
      text: messages.notifications.titleReleased('فیلم به‌زودی'),
      link: `/titles/${soon.id}/${soon.slug}`,
      read: false,
    });
    expect(await hasNew(watcher.token)).toBe(true);
    expect((await list(bystander.token)).data).toEqual([]);

    // Any other update of the released title says nothing more.
    await server.database.sql.query('UPDATE titles SET popularity = 5 WHERE id = $1', [soon.id]);
    expect((await list(watcher.token)).data).toHaveLength(1);

    // Two files in one statement are one "first file"; a later file is not.
    await server.database.sql.query(
      `INSERT INTO title_files (title_id, quality, language, url) VALUES ($1, '720p', 'original', '/a.mp4'), ($1, '1080p', 'original', '/b.mp4')`,
      [soon.id],
    );
    await factory.file(soon.id, { quality: '480p', language: 'dubbed' });
    const after = (await list(watcher.token)).data;
    expect(after.map((item) => item.type)).toEqual(['title-available', 'title-released']);
    expect(after[0]).toMatchObject({
      text: messages.notifications.titleAvailable('فیلم به‌زودی'),
      link: `/titles/${soon.id}/${soon.slug}`,
    });
  });

  it('names a title without a Persian name by its English one', async () => {
    const factory = catalogFactory(server.database);
    const title = await factory.title({ titleEn: 'Only English' });
    const watcher = await registerAccount(server.url);
    await server.database.sql.query(
      'INSERT INTO watchlist_items (profile_id, title_id) SELECT id, $2 FROM profiles WHERE user_id = $1',
      [watcher.user.id, title.id],
    );
    await factory.file(title.id, { quality: '720p', language: 'original' });
    expect((await list(watcher.token)).data[0]?.text).toBe(
      messages.notifications.titleAvailable('Only English'),
    );
  });
});
