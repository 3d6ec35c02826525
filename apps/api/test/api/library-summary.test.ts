import type { LibrarySummary } from '@pardeh/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAccount } from '../support/auth-client.ts';
import { catalogFactory } from '../support/catalog-factory.ts';
import { readJson } from '../support/read-json.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { testDatabaseKind } from '../support/test-database.ts';

let server: TestApp;
beforeAll(async () => {
  server = await startTestApp({ AUTH_RATE_LIMIT_PER_IP: '1000' });
});
afterAll(() => server.close());

const summaryOf = (bearer?: string) =>
  fetch(`${server.url}/api/user/summary`, { headers: bearer ? { authorization: `Bearer ${bearer}` } : {} });

describe(`GET /api/user/summary (${testDatabaseKind()})`, () => {
  it('answers 401 signed out', async () => {
    expect((await summaryOf()).status).toBe(401);
  });

  it("counts only the caller's own rows, each kind as the dashboard names it", async () => {
    const owner = await registerAccount(server.url);
    const stranger = await registerAccount(server.url);
    const factory = catalogFactory(server.database);
    const film = await factory.title({ titleEn: 'Summary Film', type: 'movie' });
    const other = await factory.title({ titleEn: 'Summary Other', type: 'movie' });
    const file = await factory.file(film.id, { quality: '720p', language: 'original' });
    const run = (text: string, params: unknown[]) => server.database.sql.query(text, params);
    for (const user of [owner.user.id, stranger.user.id]) {
      await run(
        'INSERT INTO watchlist_items (profile_id, title_id) SELECT p.id, t FROM profiles p, unnest(ARRAY[$2::int, $3::int]) t WHERE p.user_id = $1',
        [user, film.id, other.id],
      );
    }
    await run(
      `INSERT INTO watch_progress (profile_id, title_id, file_id, position_seconds, duration_seconds)
       VALUES ((SELECT min(id) FROM profiles WHERE user_id = $1), $2, $3, 60, 6000)`,
      [owner.user.id, film.id, file.id],
    );
    // Two plays of one film count as one title watched.
    await run(
      `INSERT INTO watch_history (profile_id, title_id, file_id, duration_seconds)
       SELECT p.id, t, f, 6000 FROM profiles p,
         (VALUES ($2::int, $3::int), ($2::int, $3::int), ($4::int, NULL::int)) AS play (t, f)
       WHERE p.user_id = $1`,
      [owner.user.id, film.id, file.id, other.id],
    );
    const [open] = await run(
      `INSERT INTO content_requests (user_id, type, title, title_key) VALUES ($1, 'movie', 'A', 'a') RETURNING id`,
      [owner.user.id],
    );
    const [done] = await run(
      `INSERT INTO content_requests (user_id, type, title, title_key, status, reply)
       VALUES ($1, 'movie', 'B', 'b', 'rejected', 'نه') RETURNING id`,
      [owner.user.id],
    );
    await run('INSERT INTO content_request_subscribers (request_id, user_id) VALUES ($1, $3), ($2, $3)', [
      (open as { id: number }).id,
      (done as { id: number }).id,
      owner.user.id,
    ]);
    await run(
      `INSERT INTO notifications (user_id, type, text, link, read_at)
       VALUES ($1, 'comment-reply', 'x', '/', NULL), ($1, 'comment-reply', 'y', '/', now())`,
      [owner.user.id],
    );

    const response = await summaryOf(owner.token);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect((await readJson<{ data: LibrarySummary }>(response)).data).toEqual({
      watchlist: 2,
      inProgress: 1,
      watched: 2,
      openRequests: 1,
      unreadNotifications: 1,
    });
    const strangers = await readJson<{ data: LibrarySummary }>(await summaryOf(stranger.token));
    expect(strangers.data).toEqual({
      watchlist: 2,
      inProgress: 0,
      watched: 0,
      openRequests: 0,
      unreadNotifications: 0,
    });
  });
});
