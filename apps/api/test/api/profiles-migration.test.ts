import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/client.ts';
import { listMigrations, migrate } from '../../src/db/migrate.ts';
import { openTestDatabase, testDatabaseKind } from '../support/test-database.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase({ migrated: false });
});
afterAll(() => database.close());

const run = <T>(text: string, params: unknown[] = []) => database.sql.query<T>(text, params);

/** Two accounts with one of everything, written before migration 0036, as a live site has them. */
async function seedBeforeProfiles() {
  await migrate(
    database.sql,
    listMigrations().filter((migration) => migration.id < '0036'),
  );
  // Raw SQL: the schema's Drizzle tables have columns of later migrations (0037's maturity_age).
  const [film] = await run<{ id: number }>(
    `INSERT INTO titles (slug, type, title_en, year) VALUES ('before-profiles', 'movie', 'Before Profiles', 2001)
     RETURNING id`,
  );
  const [file] = await run<{ id: number }>(
    `INSERT INTO title_files (title_id, url, size_bytes, quality, language)
     VALUES ($1, '/media/sample-720p.mp4', 1000000, '720p', 'original') RETURNING id`,
    [film?.id],
  );
  if (!film || !file) throw new Error('the seed inserted no title or file');
  const users = await run<{ id: number }>(
    `INSERT INTO users (name, email, password_hash) VALUES ('سارا', 'a@example.com', 'x'), ('  ', 'b@example.com', 'x')
     RETURNING id`,
  );
  const [sara, blank] = users.map((user) => user.id);
  for (const userId of [sara, blank]) {
    await run('INSERT INTO watchlist_items (user_id, title_id) VALUES ($1, $2)', [userId, film.id]);
    await run('INSERT INTO title_likes (user_id, title_id, value) VALUES ($1, $2, 1)', [userId, film.id]);
    await run(
      `INSERT INTO watch_progress (user_id, title_id, file_id, position_seconds, duration_seconds)
       VALUES ($1, $2, $3, 10, 100)`,
      [userId, film.id, file.id],
    );
    await run(
      'INSERT INTO watch_history (user_id, title_id, file_id, duration_seconds) VALUES ($1, $2, $3, 100)',
      [userId, film.id, file.id],
    );
    await run("INSERT INTO playback_preferences (user_id, subtitle_language) VALUES ($1, 'fa')", [userId]);
    const [comment] = await run<{ id: number }>(
      "INSERT INTO comments (title_id, user_id, body) VALUES ($1, $2, 'نظر') RETURNING id",
      [film.id, userId],
    );
    await run('INSERT INTO comment_likes (user_id, comment_id, value) VALUES ($1, $2, 1)', [
      userId,
      comment?.id,
    ]);
    await run(
      `INSERT INTO notifications (user_id, type, text, link)
       VALUES ($1, 'comment-reply', 'پاسخ', '/'), ($1, 'request-status', 'درخواست', '/')`,
      [userId],
    );
    await run(
      `INSERT INTO sessions (user_id, token_hash, expires_at) VALUES ($1, 'h', now() + interval '1 day')`,
      [userId],
    );
  }
  return { sara, blank };
}

describe(`migration 0036: profiles (${testDatabaseKind()})`, () => {
  it('gives every account one adult profile holding all its rows, and each new account one', async () => {
    const { sara, blank } = await seedBeforeProfiles();
    await migrate(database.sql);

    const profiles = await run<{
      id: number;
      user_id: number;
      name: string;
      kind: string;
      maturity_age: null;
    }>('SELECT id, user_id, name, kind, maturity_age FROM profiles ORDER BY user_id');
    expect(
      profiles.map(({ user_id, name, kind, maturity_age }) => ({ user_id, name, kind, maturity_age })),
    ).toEqual([
      { user_id: sara, name: 'سارا', kind: 'adult', maturity_age: null },
      { user_id: blank, name: 'نمایه اصلی', kind: 'adult', maturity_age: null },
    ]);
    for (const profile of profiles) {
      for (const table of [
        'watchlist_items',
        'title_likes',
        'watch_progress',
        'watch_history',
        'playback_preferences',
        'comment_likes',
        'comments',
      ]) {
        const [row] = await run<{ count: number }>(
          `SELECT count(*)::int AS count FROM ${table} WHERE profile_id = $1`,
          [profile.id],
        );
        expect(row?.count, `${table} of profile ${profile.id}`).toBe(1);
      }
      const notifications = await run<{ type: string; profile_id: number | null }>(
        'SELECT type, profile_id FROM notifications WHERE user_id = $1 ORDER BY type',
        [profile.user_id],
      );
      // A reply is the profile's; a request's news stays the account's.
      expect(notifications).toEqual([
        { type: 'comment-reply', profile_id: profile.id },
        { type: 'request-status', profile_id: null },
      ]);
    }
    // Sessions start on the first profile (no choice recorded yet).
    const sessions = await run<{ profile_id: number | null }>('SELECT profile_id FROM sessions');
    expect(sessions.every((session) => session.profile_id === null)).toBe(true);
    // The key is now the profile: the same title twice for one profile is refused.
    await expect(
      run(
        'INSERT INTO watchlist_items (profile_id, title_id) SELECT profile_id, title_id FROM watchlist_items LIMIT 1',
      ),
    ).rejects.toThrow();

    const [added] = await run<{ id: number }>(
      "INSERT INTO users (name, email, password_hash) VALUES ('تازه', 'c@example.com', 'x') RETURNING id",
    );
    const fresh = await run<{ name: string }>('SELECT name FROM profiles WHERE user_id = $1', [added?.id]);
    expect(fresh).toEqual([{ name: 'تازه' }]);
  });
});
