import { acceptContentRequest } from '../../src/library/requests/accept-content-request.ts';
import { postJson, registerAccount } from './auth-client.ts';
import { catalogFactory } from './catalog-factory.ts';
import { readJson } from './read-json.ts';
import type { TestApp } from './test-app.ts';

/**
 * The least catalogue an operation needs to reach its database code: a film with a file, a
 * screenshot, a director and a genre, and a collection holding it.
 */
export async function buildTinyCatalogue(server: TestApp) {
  const make = catalogFactory(server.database);
  const genre = await make.genre('drama', 'درام', 'Drama');
  const title = await make.title(
    { titleEn: 'Tiny Film', titleFa: 'فیلم کوچک', year: 2001, imdbId: 'tt0000001' },
    [genre.id],
  );
  const file = await make.file(title.id, { quality: '720p', language: 'original' });
  await make.screenshot(title.id, 1);
  const person = await make.person({ fullnameEn: 'Tiny Director' });
  await make.credit(title.id, person.id, 'director');
  const collection = await make.collection('tiny', 'مجموعه کوچک', [title.id]);
  return { genre, title, file, person, collection };
}

export type TinyCatalogue = Awaited<ReturnType<typeof buildTinyCatalogue>>;

async function created<T>(response: Response, what: string): Promise<T> {
  if (response.status !== 200 && response.status !== 201)
    throw new Error(`${what} answered ${response.status}: ${await response.text()}`);
  return (await readJson<{ data: T }>(response)).data;
}

/**
 * A user who owns one of everything the library keeps: a watchlist entry, a finished play
 * (history) and a like, a comment, a content request (accepted, so it brought a notification),
 * a gift order, a play holding a screen and a second profile. `marker` is written into every
 * text they own, so a test can tell whether any of it reached someone else.
 */
export async function userWithLibrary(server: TestApp, catalogue: TinyCatalogue, marker: string) {
  const account = await registerAccount(server.url, { name: `کاربر ${marker}` });
  const as = { bearer: account.token, csrf: false as const };
  const titleId = catalogue.title.id;
  await created(
    await postJson(server.url, `/api/user/watchlist/${titleId}`, { action: 'add' }, as),
    'watchlist',
  );
  const play = { fileId: catalogue.file.id, position: 100, duration: 100, event: 'stop' };
  const finished = await created<{ historyId: number }>(
    await postJson(server.url, '/api/user/progress', play, as),
    'progress',
  );
  await created(
    await postJson(server.url, `/api/user/like/${titleId}`, { type: 'title', value: 1 }, as),
    'like',
  );
  const comment = await created<{ id: number }>(
    await postJson(server.url, '/api/user/comment', { titleId, body: `نظر ${marker}` }, as),
    'comment',
  );
  const request = await created<{ id: number }>(
    await postJson(
      server.url,
      '/api/user/request',
      { title: `درخواست ${marker}`, type: 'movie', note: marker },
      as,
    ),
    'request',
  );
  await acceptContentRequest(server.database.db, request.id, `پاسخ ${marker}`);
  const order = await created<{ orderId: number }>(
    await postJson(
      server.url,
      '/api/user/reserve2',
      { planId: 1, recipientEmail: `${marker}@example.com`, message: marker },
      as,
    ),
    'gift order',
  );
  const [notification] = await server.database.sql.query<{ id: number }>(
    'SELECT id FROM notifications WHERE user_id = $1',
    [account.user.id],
  );
  if (!notification) throw new Error('accepting the request brought no notification');
  // A play holding one of their screens, written as a claim would (claims need premium).
  const [slot] = await server.database.sql.query<{ id: string }>(
    "INSERT INTO stream_slots (user_id, file_id, device, expires_at) VALUES ($1, $2, $3, now() + interval '1 hour') RETURNING id",
    [account.user.id, catalogue.file.id, `دستگاه ${marker}`],
  );
  if (!slot) throw new Error('no stream slot');
  const profile = await created<{ id: number }>(
    await fetch(`${server.url}/api/user/profiles`, {
      method: 'POST',
      headers: { authorization: `Bearer ${account.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: `نمایه ${marker}`, avatar: 'moon' }),
    }),
    'profile',
  );
  return {
    ...account,
    ids: {
      comment: comment.id,
      history: finished.historyId,
      request: request.id,
      order: order.orderId,
      notification: Number(notification.id),
      streamSlot: slot.id,
      profile: profile.id,
    },
  };
}
