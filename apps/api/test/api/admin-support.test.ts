import type {
  AdminSupportMessage,
  AdminSupportThread,
  PaginationMeta,
  SupportMessageCreated,
} from '@pardeh/contract';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { messages } from '../../src/messages.ts';
import { adminRequest, auditEntriesOf, registerAdmin } from '../support/admin-client.ts';
import { registerAccount } from '../support/auth-client.ts';
import { readJson } from '../support/read-json.ts';
import { useSmtpCapture } from '../support/smtp-capture.ts';
import {
  contentRequest,
  newClientAddress,
  postSupportMessage,
  supportMessage,
} from '../support/support-client.ts';
import { useTestApp } from '../support/test-app.ts';
import { testDatabaseKind } from '../support/test-database.ts';

type Account = Awaited<ReturnType<typeof registerAccount>>;
type InboxPage = { data: AdminSupportMessage[]; meta: PaginationMeta };

const PUBLIC_URL = 'https://pardeh.example';

describe(`the support inbox (${testDatabaseKind()})`, () => {
  const smtp = useSmtpCapture();
  const server = useTestApp(() => ({
    SEED_CATALOGUE: 'false',
    SMTP_URL: smtp.url,
    PUBLIC_URL,
    SUPPORT_RATE_LIMIT_PER_IP: '1000',
  }));
  let admin: Account;
  let user: Account;
  let counter = 0;
  beforeAll(async () => {
    admin = await registerAdmin(server);
    user = await registerAccount(server.url);
  });

  /** A contact-page message from its own address, as a visitor sends it. */
  const sendMessage = async (body: Record<string, unknown>) => {
    const response = await postSupportMessage(server.url, body, newClientAddress());
    expect(response.status).toBe(201);
    return (await readJson<{ data: SupportMessageCreated }>(response)).data.id;
  };
  const newAddress = () => {
    counter += 1;
    return `sender${counter}@example.com`;
  };
  const inbox = async (query = '') => {
    const response = await adminRequest(server, admin.token, 'GET', `/api/admin/support${query}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    return readJson<InboxPage>(response);
  };
  const thread = async (id: number) => {
    const response = await adminRequest(server, admin.token, 'GET', `/api/admin/support/${id}`);
    expect(response.status).toBe(200);
    return (await readJson<{ data: AdminSupportThread }>(response)).data;
  };
  const auditOf = (id: number) => auditEntriesOf(server, admin.token, { type: 'support-message', id });

  it('answers 401 to visitors and 403 to ordinary users on every route', async () => {
    const routes: Array<[string, string, unknown?]> = [
      ['GET', '/api/admin/support'],
      ['GET', '/api/admin/support/1'],
      ['POST', '/api/admin/support/1/replies', { body: 'سلام' }],
      ['PATCH', '/api/admin/support/1', { status: 'closed' }],
    ];
    for (const [method, path, body] of routes) {
      const visitor = await adminRequest(server, null, method, path, body);
      expect(visitor.status, `${method} ${path}`).toBe(401);
      expect(visitor.headers.get('cache-control')).toBe('no-store');
      expect((await adminRequest(server, user.token, method, path, body)).status, `${method} ${path}`).toBe(
        403,
      );
    }
  });

  it('lists messages newest first, filtered by status and kind', async () => {
    const question = await sendMessage(supportMessage({ email: newAddress() }));
    const request = await sendMessage(contentRequest({ email: newAddress(), title: 'گذشته' }));
    const all = await inbox();
    expect(all.data.map((message) => message.id).slice(0, 2)).toEqual([request, question]);
    expect(all.data[0]).toMatchObject({
      kind: 'content-request',
      status: 'new',
      requestedTitle: 'گذشته',
      requestedType: 'movie',
      replyCount: 0,
    });
    const kinds = (await inbox('?kind=support')).data.map((message) => message.kind);
    expect(new Set(kinds)).toEqual(new Set(['support']));
    expect((await inbox('?status=new')).data.map((message) => message.id)).toContain(question);
    expect((await inbox('?status=closed')).data.map((message) => message.id)).not.toContain(question);
    expect((await adminRequest(server, admin.token, 'GET', '/api/admin/support?status=spam')).status).toBe(
      422,
    );
    expect((await adminRequest(server, admin.token, 'GET', '/api/admin/support/999999')).status).toBe(404);
  });

  it('emails a reply to the sender, records it and marks the message answered', async () => {
    const email = newAddress();
    const id = await sendMessage(supportMessage({ email, name: 'مریم', subject: 'پخش نمی‌شود' }));
    const response = await adminRequest(server, admin.token, 'POST', `/api/admin/support/${id}/replies`, {
      body: '  مرورگرتان را به‌روز کنید و دوباره امتحان کنید.  ',
    });
    expect(response.status).toBe(201);
    const answered = (await readJson<{ data: AdminSupportThread }>(response)).data;
    expect(answered).toMatchObject({
      status: 'answered',
      replyCount: 1,
      replies: [{ body: 'مرورگرتان را به‌روز کنید و دوباره امتحان کنید.', author: { id: admin.user.id } }],
    });

    const mail = await smtp.nextTo(email);
    expect(mail.subject).toContain('پخش نمی‌شود');
    expect(mail.text).toContain('مرورگرتان را به‌روز کنید و دوباره امتحان کنید.');
    expect(mail.text).toContain('مریم');
    expect(mail.text).toContain(`${PUBLIC_URL}/contact`);
    expect(mail.html).toContain('dir="rtl"');

    expect((await thread(id)).replies).toHaveLength(1);
    expect((await auditOf(id))[0]).toMatchObject({
      actor: { id: admin.user.id },
      action: 'reply-support-message',
      before: { status: 'new' },
      after: { status: 'answered' },
    });
    expect(
      (await adminRequest(server, admin.token, 'POST', `/api/admin/support/${id}/replies`, { body: ' ' }))
        .status,
    ).toBe(422);
  });

  it('answers 503 and records nothing when the mail cannot be sent', async () => {
    const id = await sendMessage(supportMessage({ email: newAddress() }));
    const send = vi.spyOn(server.app.mailer, 'send').mockRejectedValueOnce(new Error('connection refused'));
    try {
      const response = await adminRequest(server, admin.token, 'POST', `/api/admin/support/${id}/replies`, {
        body: 'این پاسخ نمی‌رسد.',
      });
      expect(response.status).toBe(503);
      expect((await readJson(response)).message).toBe(messages.adminModeration.replyNotSent);
    } finally {
      send.mockRestore();
    }
    const unchanged = await thread(id);
    expect(unchanged).toMatchObject({ status: 'new', replyCount: 0, replies: [] });
    expect(await auditOf(id)).toEqual([]);
  });

  it('changes the status by hand, with an audit entry', async () => {
    const id = await sendMessage(supportMessage({ email: newAddress() }));
    const response = await adminRequest(server, admin.token, 'PATCH', `/api/admin/support/${id}`, {
      status: 'closed',
    });
    expect(response.status).toBe(200);
    expect((await readJson<{ data: AdminSupportThread }>(response)).data.status).toBe('closed');
    expect((await inbox('?status=closed')).data.map((message) => message.id)).toContain(id);
    expect((await auditOf(id))[0]).toMatchObject({
      action: 'change-support-status',
      before: { status: 'new' },
      after: { status: 'closed' },
    });
    expect(
      (await adminRequest(server, admin.token, 'PATCH', `/api/admin/support/${id}`, { status: 'spam' }))
        .status,
    ).toBe(422);
    expect(
      (await adminRequest(server, admin.token, 'PATCH', '/api/admin/support/999999', { status: 'new' }))
        .status,
    ).toBe(404);
  });
});
