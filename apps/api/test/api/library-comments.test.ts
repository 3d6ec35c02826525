import {
  type Comment,
  type CommentThread,
  commentFieldMessages,
  commentSchema,
  commentThreadSchema,
  type LikeState,
  listOf,
  pageOf,
} from '@pardeh/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../src/messages.ts';
import { postJson, registerAccount } from '../support/auth-client.ts';
import { catalogFactory } from '../support/catalog-factory.ts';
import { readJson } from '../support/read-json.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { testDatabaseKind } from '../support/test-database.ts';

let server: TestApp;
beforeAll(async () => {
  server = await startTestApp({ AUTH_RATE_LIMIT_PER_IP: '1000', COMMENT_RATE_LIMIT_PER_USER: '1000' });
});
afterAll(() => server.close());

type Account = Awaited<ReturnType<typeof registerAccount>>;
const register = (name?: string) => registerAccount(server.url, name ? { name } : {});
let titleCounter = 0;
const newTitle = () => {
  titleCounter += 1;
  return catalogFactory(server.database).title({
    titleEn: `Commented Film ${titleCounter}`,
    titleFa: 'فیلم',
  });
};

const post = (account: Account | null, body: unknown, headers: Record<string, string> = {}) =>
  postJson(server.url, '/api/user/comment', body, { csrf: false, bearer: account?.token, headers });

async function comment(account: Account, body: Record<string, unknown>): Promise<Comment> {
  const response = await post(account, body);
  expect(response.status, await response.clone().text()).toBe(201);
  return commentSchema.parse((await readJson<{ data: unknown }>(response)).data);
}

const remove = (account: Account | null, id: number) =>
  fetch(`${server.url}/api/user/comment/${id}`, {
    method: 'DELETE',
    headers: account ? { authorization: `Bearer ${account.token}` } : {},
  });

const like = (account: Account | null, id: number, body: unknown) =>
  postJson(server.url, `/api/user/like/${id}`, body, { csrf: false, bearer: account?.token });

async function likeState(account: Account, id: number, body: unknown): Promise<LikeState> {
  const response = await like(account, id, body);
  expect(response.status).toBe(200);
  return (await readJson<{ data: LikeState }>(response)).data;
}

async function listComments(titleId: number, viewer?: Account, query = '') {
  const response = await fetch(`${server.url}/api/titles/${titleId}/comments${query}`, {
    headers: viewer ? { authorization: `Bearer ${viewer.token}` } : {},
  });
  expect(response.status).toBe(200);
  return { response, body: pageOf(commentThreadSchema).parse(await response.json()) };
}

const bodiesOf = (threads: CommentThread[]) => threads.map((thread) => thread.body);

describe(`POST /api/user/comment (${testDatabaseKind()})`, () => {
  it('stores a comment as plain text, HTML verbatim, and answers 201 with it', async () => {
    const title = await newTitle();
    const author = await register('نویسنده');
    const html = '  <b>bold</b><script>alert(1)</script> & "quotes"\u0000  ';
    const created = await comment(author, { titleId: title.id, body: html, spoiler: true });
    expect(created).toMatchObject({
      titleId: title.id,
      parentId: null,
      author: { id: author.user.id, name: 'نویسنده' },
      body: '<b>bold</b><script>alert(1)</script> & "quotes"',
      deleted: false,
      spoiler: true,
      likes: 0,
      dislikes: 0,
      like: 0,
      isOwn: true,
    });
    const { body } = await listComments(title.id);
    expect(body.data[0]?.body).toBe('<b>bold</b><script>alert(1)</script> & "quotes"');
    expect(body.data[0]?.isOwn).toBe(false);
  });

  it('answers 401 signed out, 404 for an unknown title, 422 for bad bodies', async () => {
    const title = await newTitle();
    const author = await register();
    expect((await post(null, { titleId: title.id, body: 'سلام' })).status).toBe(401);
    const unknown = await post(author, { titleId: 999_999, body: 'سلام' });
    expect(unknown.status).toBe(404);
    expect(await readJson(unknown)).toEqual({ message: messages.titleNotFound });
    const whitespace = await post(author, { titleId: title.id, body: ' \n\t ' });
    expect(whitespace.status).toBe(422);
    expect((await readJson(whitespace)).errors?.body).toEqual([commentFieldMessages.bodyRequired]);
    const long = await post(author, { titleId: title.id, body: 'ا'.repeat(2001) });
    expect((await readJson(long)).errors?.body).toEqual([commentFieldMessages.bodyTooLong]);
    expect((await post(author, { titleId: title.id, body: 'ا'.repeat(2000) })).status).toBe(201);
    for (const bad of [
      { titleId: title.id },
      { titleId: 'x', body: 'a' },
      { titleId: title.id, body: 'a', extra: 1 },
    ]) {
      expect((await post(author, bad)).status).toBe(422);
    }
  });

  it('takes one level of replies: a reply to a reply, to another title or to nothing is refused', async () => {
    const [title, other] = [await newTitle(), await newTitle()];
    const [author, replier] = [await register(), await register()];
    const parent = await comment(author, { titleId: title.id, body: 'اصلی' });
    const reply = await comment(replier, { titleId: title.id, body: 'پاسخ', parentId: parent.id });
    expect(reply.parentId).toBe(parent.id);

    const nested = await post(author, { titleId: title.id, body: 'پاسخ به پاسخ', parentId: reply.id });
    expect(nested.status).toBe(422);
    expect((await readJson(nested)).errors?.parentId).toEqual([messages.comments.parentIsReply]);
    const elsewhere = await post(author, { titleId: other.id, body: 'جای دیگر', parentId: parent.id });
    expect(elsewhere.status).toBe(422);
    const missing = await post(author, { titleId: title.id, body: 'هیچ', parentId: 999_999 });
    expect(missing.status).toBe(404);
    expect(await readJson(missing)).toEqual({ message: messages.comments.parentNotFound });
  });

  it("notifies the parent's author of a reply in the same write, but not of their own reply", async () => {
    const title = await newTitle();
    const [author, replier] = [await register('صاحب نظر'), await register('پاسخ‌دهنده')];
    const parent = await comment(author, { titleId: title.id, body: 'اصلی' });
    await comment(author, { titleId: title.id, body: 'پاسخ خودم', parentId: parent.id });
    const reply = await comment(replier, { titleId: title.id, body: 'پاسخ', parentId: parent.id });
    const rows = await server.database.sql.query<{
      user_id: number;
      type: string;
      text: string;
      link: string;
    }>('SELECT user_id, type, text, link FROM notifications WHERE user_id IN ($1, $2)', [
      author.user.id,
      replier.user.id,
    ]);
    expect(rows).toEqual([
      {
        user_id: author.user.id,
        type: 'comment-reply',
        text: messages.comments.replyNotification('پاسخ‌دهنده', 'فیلم'),
        link: `/titles/${title.id}/${title.slug}#comment-${reply.id}`,
      },
    ]);
    const [user] = await server.database.sql.query<{ new_notifications: boolean }>(
      'SELECT new_notifications FROM users WHERE id = $1',
      [author.user.id],
    );
    expect(user?.new_notifications).toBe(true);
  });
});

describe(`GET /api/titles/{id}/comments (${testDatabaseKind()})`, () => {
  it('pages top-level comments newest first with replies nested oldest first', async () => {
    const title = await newTitle();
    const [first, second] = [await register('اولی'), await register('دومی')];
    const a = await comment(first, { titleId: title.id, body: 'الف' });
    await comment(second, { titleId: title.id, body: 'ب' });
    await comment(first, { titleId: title.id, body: 'پ' });
    await comment(second, { titleId: title.id, body: 'الف-۱', parentId: a.id });
    await comment(first, { titleId: title.id, body: 'الف-۲', parentId: a.id });

    const { body, response } = await listComments(title.id, undefined, '?per_page=2');
    expect(response.headers.get('cache-control')).toBe('public, max-age=30');
    expect(bodiesOf(body.data)).toEqual(['پ', 'ب']);
    expect(body.meta).toEqual({ page: 1, perPage: 2, total: 3, lastPage: 2 });
    const last = await listComments(title.id, undefined, '?per_page=2&page=2');
    expect(bodiesOf(last.body.data)).toEqual(['الف']);
    expect(last.body.data[0]?.replies.map((reply) => [reply.body, reply.author?.name])).toEqual([
      ['الف-۱', 'دومی'],
      ['الف-۲', 'اولی'],
    ]);
    expect((await fetch(`${server.url}/api/titles/999999/comments`)).status).toBe(404);
    expect((await fetch(`${server.url}/api/titles/${title.id}/comments?per_page=0`)).status).toBe(422);
  });

  it("carries the viewer's own like and isOwn, privately cached, and ignores a stale token", async () => {
    const title = await newTitle();
    const [author, viewer] = [await register(), await register()];
    const created = await comment(author, { titleId: title.id, body: 'نظر' });
    await likeState(viewer, created.id, { type: 'comment', value: -1 });

    const seen = await listComments(title.id, viewer);
    expect(seen.response.headers.get('cache-control')).toBe('private, no-store');
    expect(seen.body.data[0]).toMatchObject({ like: -1, likes: 0, dislikes: 1, isOwn: false });
    expect((await listComments(title.id, author)).body.data[0]).toMatchObject({ like: 0, isOwn: true });
    const stale = await fetch(`${server.url}/api/titles/${title.id}/comments`, {
      headers: { authorization: 'Bearer 1.not-a-token' },
    });
    expect(stale.status).toBe(200);
    expect(stale.headers.get('cache-control')).toBe('public, max-age=30');
  });
});

describe(`DELETE /api/user/comment/{id} (${testDatabaseKind()})`, () => {
  it("removes one's own comment; another's or an unknown one is 404; signed out 401", async () => {
    const title = await newTitle();
    const [author, stranger] = [await register(), await register()];
    const created = await comment(author, { titleId: title.id, body: 'پاک می‌شود' });
    expect((await remove(null, created.id)).status).toBe(401);
    const foreign = await remove(stranger, created.id);
    expect(foreign.status).toBe(404);
    expect(await readJson(foreign)).toEqual({ message: messages.comments.commentNotFound });
    expect((await remove(author, created.id)).status).toBe(204);
    expect((await remove(author, created.id)).status).toBe(404);
    expect((await listComments(title.id)).body.data).toEqual([]);
  });

  it('keeps a comment with replies as deleted, and drops it once its last reply goes', async () => {
    const title = await newTitle();
    const [author, replier] = [await register(), await register()];
    const parent = await comment(author, { titleId: title.id, body: 'راز' });
    const reply = await comment(replier, { titleId: title.id, body: 'پاسخ', parentId: parent.id });
    expect((await remove(author, parent.id)).status).toBe(204);

    const [thread] = (await listComments(title.id, author)).body.data;
    expect(thread).toMatchObject({ id: parent.id, deleted: true, body: null, author: null, isOwn: false });
    expect(thread?.replies.map((item) => item.body)).toEqual(['پاسخ']);
    // A deleted comment takes no new replies nor likes.
    expect((await post(replier, { titleId: title.id, body: 'دیر', parentId: parent.id })).status).toBe(404);
    expect((await like(replier, parent.id, { type: 'comment', value: 1 })).status).toBe(404);

    expect((await remove(replier, reply.id)).status).toBe(204);
    expect((await listComments(title.id)).body.meta.total).toBe(0);
  });
});

describe(`GET /api/titles/{id}/topcomments (${testDatabaseKind()})`, () => {
  it('lists liked top-level comments, most liked first', async () => {
    const title = await newTitle();
    const [author, first, second] = await Promise.all([register(), register(), register()]);
    const once = await comment(author, { titleId: title.id, body: 'یک پسند' });
    const twice = await comment(author, { titleId: title.id, body: 'دو پسند' });
    await comment(author, { titleId: title.id, body: 'بی‌پسند' });
    await likeState(first, once.id, { type: 'comment', value: 1 });
    for (const user of [first, second]) await likeState(user, twice.id, { type: 'comment', value: 1 });

    const response = await fetch(`${server.url}/api/titles/${title.id}/topcomments`);
    const { data } = listOf(commentSchema).parse(await response.json());
    expect(data.map((item) => [item.body, item.likes])).toEqual([
      ['دو پسند', 2],
      ['یک پسند', 1],
    ]);
    expect((await fetch(`${server.url}/api/titles/999999/topcomments`)).status).toBe(404);
  });
});

describe(`POST /api/user/like/{id} (${testDatabaseKind()})`, () => {
  it('sets, repeats, switches and takes back a like of a comment and of a title', async () => {
    const title = await newTitle();
    const [author, fan] = [await register(), await register()];
    const created = await comment(author, { titleId: title.id, body: 'نظر' });
    for (const [id, type] of [
      [created.id, 'comment'],
      [title.id, 'title'],
    ] as const) {
      expect(await likeState(fan, id, { type, value: 1 })).toEqual({ likes: 1, dislikes: 0, like: 1 });
      expect(await likeState(fan, id, { type, value: 1 })).toEqual({ likes: 1, dislikes: 0, like: 1 });
      expect(await likeState(fan, id, { type, value: -1 })).toEqual({ likes: 0, dislikes: 1, like: -1 });
      expect(await likeState(fan, id, { type, value: 0 })).toEqual({ likes: 0, dislikes: 0, like: 0 });
      expect(await likeState(fan, id, { type, value: 0 })).toEqual({ likes: 0, dislikes: 0, like: 0 });
    }
  });

  it('answers 401 signed out, 404 for unknown ids, 422 for bad bodies', async () => {
    const fan = await register();
    const title = await newTitle();
    expect((await like(null, title.id, { type: 'title', value: 1 })).status).toBe(401);
    const unknownTitle = await like(fan, 999_999, { type: 'title', value: 1 });
    expect(unknownTitle.status).toBe(404);
    expect(await readJson(unknownTitle)).toEqual({ message: messages.titleNotFound });
    const unknownComment = await like(fan, 999_999, { type: 'comment', value: 0 });
    expect(await readJson(unknownComment)).toEqual({ message: messages.comments.commentNotFound });
    for (const bad of [{ type: 'title', value: 2 }, { type: 'person', value: 1 }, { type: 'title' }]) {
      expect((await like(fan, title.id, bad)).status).toBe(422);
    }
  });

  it('keeps counts exact under parallel likes from many users', async () => {
    const title = await newTitle();
    const fans = await Promise.all(Array.from({ length: 20 }, () => register()));
    const created = await comment(fans[0] as Account, { titleId: title.id, body: 'محبوب' });
    for (const [id, type] of [
      [created.id, 'comment'],
      [title.id, 'title'],
    ] as const) {
      // Everyone likes at once, twice over; then half switch to a dislike at once.
      const states = await Promise.all(
        [...fans, ...fans].map((fan) => likeState(fan, id, { type, value: 1 })),
      );
      for (const state of states) expect(state.likes).toBeGreaterThanOrEqual(1);
      await Promise.all(fans.slice(0, 10).map((fan) => likeState(fan, id, { type, value: -1 })));
      expect(await likeState(fans[19] as Account, id, { type, value: 1 })).toEqual({
        likes: 10,
        dislikes: 10,
        like: 1,
      });
    }
    expect((await listComments(title.id)).body.data[0]).toMatchObject({ likes: 10, dislikes: 10 });
  });
});

describe(`comment rate limit (${testDatabaseKind()})`, () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await startTestApp({ COMMENT_RATE_LIMIT_PER_USER: '2' });
  });
  afterAll(() => limited.close());

  it('answers 429 with a Persian message and Retry-After once a user posted their share', async () => {
    const title = await catalogFactory(limited.database).title({ titleEn: 'Busy Film' });
    const [author, other] = [await registerAccount(limited.url), await registerAccount(limited.url)];
    const send = (account: Account) =>
      postJson(
        limited.url,
        '/api/user/comment',
        { titleId: title.id, body: 'باز هم' },
        {
          csrf: false,
          bearer: account.token,
        },
      );
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await send(author)).status);
    expect(statuses).toEqual([201, 201, 429]);
    const refused = await send(author);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await readJson(refused)).toEqual({ message: messages.comments.tooManyComments });
    // Another user, even from the same address, is not held back.
    expect((await send(other)).status).toBe(201);
  });
});

describe(`comments in the OpenAPI document (${testDatabaseKind()})`, () => {
  it('lists every call with its named schemas', async () => {
    const document = (await (await fetch(`${server.url}/api/openapi.json`)).json()) as {
      paths: Record<string, Record<string, unknown>>;
      components: { schemas: Record<string, unknown> };
    };
    for (const [path, method] of [
      ['/api/user/comment', 'post'],
      ['/api/user/comment/{id}', 'delete'],
      ['/api/titles/{id}/comments', 'get'],
      ['/api/titles/{id}/topcomments', 'get'],
      ['/api/user/like/{id}', 'post'],
    ] as const) {
      expect(document.paths[path]?.[method], `${method} ${path}`).toBeDefined();
    }
    for (const name of ['CommentBody', 'Comment', 'CommentThread', 'LikeBody', 'LikeState']) {
      expect(document.components.schemas).toHaveProperty(name);
    }
  });
});
