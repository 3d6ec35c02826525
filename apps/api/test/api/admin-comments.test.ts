import {
  type AdminComment,
  type AuditEntry,
  type Comment,
  type CommentBlock,
  type CommentsPage,
  commentsPageSchema,
  type PaginationMeta,
} from '@pardeh/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../src/messages.ts';
import { adminRequest, registerAdmin } from '../support/admin-client.ts';
import { postJson, registerAccount } from '../support/auth-client.ts';
import { catalogFactory } from '../support/catalog-factory.ts';
import { readJson } from '../support/read-json.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { testDatabaseKind } from '../support/test-database.ts';

type Account = Awaited<ReturnType<typeof registerAccount>>;
type AdminCommentPage = { data: AdminComment[]; meta: PaginationMeta };

describe(`comment moderation (${testDatabaseKind()})`, () => {
  let server: TestApp;
  let admin: Account;
  let author: Account;
  let reader: Account;
  let titleCounter = 0;
  beforeAll(async () => {
    server = await startTestApp({ SEED_CATALOGUE: 'false', COMMENT_RATE_LIMIT_PER_USER: '1000' });
    admin = await registerAdmin(server);
    author = await registerAccount(server.url, { name: 'نویسنده' });
    reader = await registerAccount(server.url, { name: 'خواننده' });
  });
  afterAll(async () => {
    await server?.close();
  });

  const newTitle = () => {
    titleCounter += 1;
    return catalogFactory(server.database).title({ titleEn: `Moderated ${titleCounter}`, titleFa: 'فیلم' });
  };
  const postComment = (account: Account, body: Record<string, unknown>) =>
    postJson(server.url, '/api/user/comment', body, { csrf: false, bearer: account.token });
  const comment = async (account: Account, body: Record<string, unknown>) => {
    const response = await postComment(account, body);
    expect(response.status).toBe(201);
    return (await readJson<{ data: Comment }>(response)).data;
  };
  const report = (account: Account | null, id: number, body: unknown = {}) =>
    postJson(server.url, `/api/comments/${id}/report`, body, { csrf: false, bearer: account?.token });
  const publicComments = async (titleId: number, viewer?: Account): Promise<CommentsPage> => {
    const response = await fetch(`${server.url}/api/titles/${titleId}/comments`, {
      headers: viewer ? { authorization: `Bearer ${viewer.token}` } : {},
    });
    expect(response.status).toBe(200);
    return commentsPageSchema.parse(await response.json());
  };
  const topComments = async (titleId: number) =>
    (await readJson<{ data: Comment[] }>(await fetch(`${server.url}/api/titles/${titleId}/topcomments`)))
      .data;
  const moderationList = async (filter: string) => {
    const response = await adminRequest(server, admin.token, 'GET', `/api/admin/comments?filter=${filter}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    return readJson<AdminCommentPage>(response);
  };
  const moderate = async (id: number, step: 'hide' | 'restore' | 'dismiss-reports') => {
    const response = await adminRequest(server, admin.token, 'POST', `/api/admin/comments/${id}/${step}`);
    expect(response.status).toBe(200);
    return (await readJson<{ data: AdminComment }>(response)).data;
  };
  const auditOf = async (targetType: string, targetId: number) => {
    const response = await adminRequest(
      server,
      admin.token,
      'GET',
      `/api/admin/audit?target_type=${targetType}&target_id=${targetId}`,
    );
    return (await readJson<{ data: AuditEntry[] }>(response)).data;
  };

  it('answers 401 to visitors and 403 to ordinary users on every operator route', async () => {
    const routes: Array<[string, string, unknown?]> = [
      ['GET', '/api/admin/comments'],
      ['POST', '/api/admin/comments/1/hide'],
      ['POST', '/api/admin/comments/1/restore'],
      ['POST', '/api/admin/comments/1/dismiss-reports'],
      ['GET', '/api/admin/users/1/comment-block'],
      ['POST', '/api/admin/users/1/comment-block', { reason: 'ناسزا' }],
      ['DELETE', '/api/admin/users/1/comment-block'],
    ];
    for (const [method, path, body] of routes) {
      const visitor = await adminRequest(server, null, method, path, body);
      expect(visitor.status, `${method} ${path}`).toBe(401);
      expect(visitor.headers.get('cache-control')).toBe('no-store');
      expect((await adminRequest(server, reader.token, method, path, body)).status, `${method} ${path}`).toBe(
        403,
      );
    }
  });

  it('lets a signed-in user report another user’s comment once, in Persian otherwise', async () => {
    const title = await newTitle();
    const target = await comment(author, { titleId: title.id, body: 'نظری برای گزارش' });
    expect((await report(null, target.id)).status).toBe(401);
    const first = await report(reader, target.id, { reason: '  توهین‌آمیز  ' });
    expect(first.status).toBe(201);
    expect((await readJson<{ data: { commentId: number } }>(first)).data.commentId).toBe(target.id);

    const second = await report(reader, target.id, {});
    expect(second.status).toBe(409);
    expect((await readJson(second)).message).toBe(messages.comments.alreadyReported);
    const own = await report(author, target.id);
    expect(own.status).toBe(422);
    expect((await readJson(own)).message).toBe(messages.comments.ownCommentReport);
    expect((await report(reader, 999_999_999)).status).toBe(404);
    expect((await report(reader, target.id, { reason: 'x'.repeat(501) })).status).toBe(422);

    const reported = await moderationList('reported');
    expect(reported.meta.total).toBe(1);
    const listed = reported.data.find((entry) => entry.id === target.id);
    expect(listed).toMatchObject({
      body: 'نظری برای گزارش',
      author: { id: author.user.id, name: 'نویسنده', email: author.email, commentBlocked: false },
      title: { id: title.id, name: 'فیلم' },
      hidden: false,
      openReports: 1,
      reports: [{ reason: 'توهین‌آمیز', reporter: { id: reader.user.id, name: 'خواننده' } }],
    });
  });

  it('hides a comment and its replies from every public list and count, and restores them', async () => {
    const title = await newTitle();
    const kept = await comment(reader, { titleId: title.id, body: 'نظر ماندنی' });
    const hidden = await comment(author, { titleId: title.id, body: 'نظر ناپسند' });
    const reply = await comment(reader, { titleId: title.id, body: 'پاسخ به آن', parentId: hidden.id });
    const likes = await postJson(
      server.url,
      `/api/user/like/${hidden.id}`,
      { type: 'comment', value: 1 },
      {
        csrf: false,
        bearer: reader.token,
      },
    );
    expect(likes.status).toBe(200);
    expect((await report(reader, hidden.id, { reason: 'ناسزا' })).status).toBe(201);
    expect((await topComments(title.id)).map((entry) => entry.id)).toEqual([hidden.id]);

    const afterHide = await moderate(hidden.id, 'hide');
    expect(afterHide).toMatchObject({ hidden: true, hiddenBy: { id: admin.user.id }, openReports: 0 });

    const page = await publicComments(title.id);
    expect(page.data.map((thread) => thread.id)).toEqual([kept.id]);
    expect(page.meta.total).toBe(1);
    expect(await topComments(title.id)).toEqual([]);
    // Gone for likes, replies and reports too.
    const likeHidden = await postJson(
      server.url,
      `/api/user/like/${hidden.id}`,
      { type: 'comment', value: 1 },
      {
        csrf: false,
        bearer: reader.token,
      },
    );
    expect(likeHidden.status).toBe(404);
    expect(
      (await postComment(reader, { titleId: title.id, body: 'باز هم', parentId: hidden.id })).status,
    ).toBe(404);
    expect((await report(admin, hidden.id)).status).toBe(404);

    // The reported queue empties; the hidden list has it.
    expect((await moderationList('reported')).data.map((entry) => entry.id)).not.toContain(hidden.id);
    expect((await moderationList('hidden')).data.map((entry) => entry.id)).toContain(hidden.id);
    // Hiding again changes nothing and records nothing.
    await moderate(hidden.id, 'hide');
    expect(await auditOf('comment', hidden.id)).toMatchObject([
      {
        action: 'hide-comment',
        actor: { id: admin.user.id },
        before: { hidden: false },
        after: { hidden: true, resolvedReports: 1 },
      },
    ]);

    const restored = await moderate(hidden.id, 'restore');
    expect(restored.hidden).toBe(false);
    const back = await publicComments(title.id);
    expect(back.meta.total).toBe(2);
    expect(back.data.find((thread) => thread.id === hidden.id)?.replies.map((entry) => entry.id)).toEqual([
      reply.id,
    ]);
    expect((await auditOf('comment', hidden.id))[0]).toMatchObject({
      action: 'restore-comment',
      after: { hidden: false },
    });
  });

  it('hides a reply on its own, leaving its thread', async () => {
    const title = await newTitle();
    const parent = await comment(reader, { titleId: title.id, body: 'نظر اصلی' });
    const reply = await comment(author, { titleId: title.id, body: 'پاسخ ناپسند', parentId: parent.id });
    await moderate(reply.id, 'hide');
    const [thread] = (await publicComments(title.id)).data;
    expect(thread?.id).toBe(parent.id);
    expect(thread?.replies).toEqual([]);
  });

  it('dismisses reports of a comment that stays', async () => {
    const title = await newTitle();
    const target = await comment(author, { titleId: title.id, body: 'نظر بی‌گناه' });
    expect((await report(reader, target.id)).status).toBe(201);
    const dismissed = await moderate(target.id, 'dismiss-reports');
    expect(dismissed).toMatchObject({ hidden: false, openReports: 0 });
    expect(dismissed.reports).toHaveLength(1);
    expect((await moderationList('reported')).data.map((entry) => entry.id)).not.toContain(target.id);
    expect((await auditOf('comment', target.id))[0]).toMatchObject({ action: 'dismiss-comment-reports' });
    expect((await moderationList('recent')).data.map((entry) => entry.id)).toContain(target.id);
    expect(
      (await adminRequest(server, admin.token, 'POST', '/api/admin/comments/999999999/hide')).status,
    ).toBe(404);
  });

  it('bars a user from commenting (403 in Persian) and lifts the bar', async () => {
    const title = await newTitle();
    const troll = await registerAccount(server.url, { name: 'مزاحم' });
    expect((await publicComments(title.id, troll)).canComment).toBe(true);
    expect((await publicComments(title.id)).canComment).toBe(false);
    const path = `/api/admin/users/${troll.user.id}/comment-block`;

    expect((await adminRequest(server, admin.token, 'POST', path, { reason: '' })).status).toBe(422);
    const blocked = await adminRequest(server, admin.token, 'POST', path, { reason: 'ناسزای پیاپی' });
    expect(blocked.status).toBe(201);
    expect((await readJson<{ data: CommentBlock }>(blocked)).data).toMatchObject({
      userId: troll.user.id,
      reason: 'ناسزای پیاپی',
      blockedBy: { id: admin.user.id },
    });
    expect((await adminRequest(server, admin.token, 'POST', path, { reason: 'دوباره' })).status).toBe(409);
    const current = await adminRequest(server, admin.token, 'GET', path);
    expect((await readJson<{ data: CommentBlock | null }>(current)).data?.reason).toBe('ناسزای پیاپی');

    const refused = await postComment(troll, { titleId: title.id, body: 'باز هم من' });
    expect(refused.status).toBe(403);
    expect((await readJson(refused)).message).toBe(messages.comments.commentingBlocked);
    expect((await publicComments(title.id, troll)).canComment).toBe(false);

    expect((await adminRequest(server, admin.token, 'DELETE', path)).status).toBe(204);
    expect((await adminRequest(server, admin.token, 'DELETE', path)).status).toBe(204);
    expect((await postComment(troll, { titleId: title.id, body: 'این بار با ادب' })).status).toBe(201);
    expect(await auditOf('user', troll.user.id)).toMatchObject([
      { action: 'unblock-commenting', before: { reason: 'ناسزای پیاپی' }, after: null },
      { action: 'block-commenting', before: null, after: { reason: 'ناسزای پیاپی' } },
    ]);
    expect(
      (
        await adminRequest(server, admin.token, 'POST', '/api/admin/users/999999/comment-block', {
          reason: 'x',
        })
      ).status,
    ).toBe(404);
  });
});
