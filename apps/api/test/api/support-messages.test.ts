import { type SupportMessageCreated, supportFieldMessages } from '@pardeh/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAccount } from '../support/auth-client.ts';
import { readJson } from '../support/read-json.ts';
import {
  contentRequest,
  newClientAddress,
  postSupportMessage,
  supportMessage,
} from '../support/support-client.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { testDatabaseKind } from '../support/test-database.ts';

let server: TestApp;
beforeAll(async () => {
  server = await startTestApp({ SUPPORT_RATE_LIMIT_PER_IP: '1000', AUTH_RATE_LIMIT_PER_IP: '1000' });
});
afterAll(() => server.close());

const send = (body: unknown, headers: Record<string, string> = {}) =>
  postSupportMessage(server.url, body, { ...newClientAddress(), ...headers });

const storedRow = async (id: number) => {
  const [row] = await server.database.sql.query<Record<string, unknown>>(
    'SELECT * FROM support_messages WHERE id = $1',
    [id],
  );
  return row;
};

describe(`POST /api/support/messages (${testDatabaseKind()})`, () => {
  it('stores a support message with status new and answers 201 {data: {id, kind, createdAt}}', async () => {
    const before = Date.now();
    const response = await send(supportMessage({ name: '  مریم رضایی ', subject: ' پخش نمی‌شود ' }), {
      'x-forwarded-for': '203.0.113.77',
    });
    expect(response.status).toBe(201);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const { data } = await readJson<{ data: SupportMessageCreated }>(response);
    expect(Object.keys(data).sort()).toEqual(['createdAt', 'id', 'kind']);
    expect(data.kind).toBe('support');
    expect(new Date(data.createdAt).getTime()).toBeGreaterThanOrEqual(before - 5_000);

    expect(await storedRow(data.id)).toMatchObject({
      kind: 'support',
      name: 'مریم رضایی',
      email: 'maryam@example.com',
      subject: 'پخش نمی‌شود',
      body: 'فیلم در مرورگر من پخش نمی‌شود؛ لطفاً راهنمایی کنید.',
      requested_title: null,
      requested_type: null,
      user_id: null,
      status: 'new',
      ip: '203.0.113.77',
    });
  });

  it('stores a content request with the requested title and links it to a signed-in sender', async () => {
    const { token, user } = await registerAccount(server.url);
    const response = await send(contentRequest({ body: '  نسخه‌ی دوبله اگر هست  ' }), {
      authorization: `Bearer ${token}`,
    });
    expect(response.status).toBe(201);
    const { data } = await readJson<{ data: SupportMessageCreated }>(response);
    expect(data.kind).toBe('content-request');
    expect(await storedRow(data.id)).toMatchObject({
      kind: 'content-request',
      subject: null,
      body: 'نسخه‌ی دوبله اگر هست',
      requested_title: 'درباره الی',
      requested_type: 'movie',
      requested_year: 2009,
      requested_imdb_url: 'https://www.imdb.com/title/tt1360860/',
      user_id: user.id,
      status: 'new',
    });
  });

  it('stores a Solar Hijri year as the Gregorian year it starts in, and refuses one out of range', async () => {
    const response = await send(contentRequest({ year: '۱۳۸۷' }));
    expect(response.status).toBe(201);
    const { data } = await readJson<{ data: SupportMessageCreated }>(response);
    expect(await storedRow(data.id)).toMatchObject({ requested_year: 2008 });
    const refused = await send(contentRequest({ year: 1421 }));
    expect(refused.status).toBe(422);
    expect((await readJson(refused)).errors?.year).toEqual([supportFieldMessages.yearInvalid]);
  });

  it('keeps the optional fields of a content request empty when they are left out', async () => {
    const response = await send(
      contentRequest({ year: undefined, imdbUrl: undefined, type: 'series', title: 'Breaking Bad' }),
    );
    expect(response.status).toBe(201);
    const { data } = await readJson<{ data: SupportMessageCreated }>(response);
    expect(await storedRow(data.id)).toMatchObject({
      body: null,
      requested_year: null,
      requested_imdb_url: null,
      requested_type: 'series',
    });
  });

  it('sends the message anonymously when the bearer token is wrong or expired', async () => {
    const response = await send(supportMessage(), { authorization: `Bearer 1.${'x'.repeat(43)}` });
    expect(response.status).toBe(201);
    const { data } = await readJson<{ data: SupportMessageCreated }>(response);
    expect((await storedRow(data.id))?.user_id).toBeNull();
  });

  it('answers 422 with a Persian message for each missing field of a support message', async () => {
    const response = await send({ kind: 'support' });
    expect(response.status).toBe(422);
    const body = await readJson(response);
    expect(body.message).toMatch(/[\u0600-\u06FF]/);
    expect(body.errors).toEqual({
      name: ['نام را وارد کنید.'],
      email: ['ایمیل را وارد کنید.'],
      subject: [supportFieldMessages.subjectRequired],
      body: [supportFieldMessages.bodyRequired],
    });
  });

  it('reports short, long and malformed fields of a support message', async () => {
    const response = await send(supportMessage({ email: 'not-an-address', subject: 'ab', body: 'کوتاه' }));
    expect(response.status).toBe(422);
    expect((await readJson(response)).errors).toEqual({
      email: ['نشانی ایمیل درست نیست.'],
      subject: [supportFieldMessages.subjectTooShort],
      body: [supportFieldMessages.bodyTooShort],
    });
    const tooLong = await send(supportMessage({ body: 'ب'.repeat(2001) }));
    expect((await readJson(tooLong)).errors).toEqual({ body: [supportFieldMessages.bodyTooLong] });
  });

  it('reports the requested-title fields of a content request', async () => {
    const response = await send(
      contentRequest({ title: '   ', type: 'documentary', year: 1700, imdbUrl: 'https://example.com/tt1' }),
    );
    expect(response.status).toBe(422);
    expect((await readJson(response)).errors).toEqual({
      title: [supportFieldMessages.titleRequired],
      type: [supportFieldMessages.typeRequired],
      year: [supportFieldMessages.yearInvalid],
      imdbUrl: [supportFieldMessages.imdbUrlInvalid],
    });
  });

  it('asks for the kind when it is missing or unknown', async () => {
    for (const kind of [undefined, 'complaint', 7]) {
      const response = await send({ ...supportMessage(), kind });
      expect(response.status).toBe(422);
      expect((await readJson(response)).errors).toEqual({ kind: [supportFieldMessages.kindInvalid] });
    }
  });

  it('drops control characters (PostgreSQL text cannot hold NUL) and stores everything else as sent', async () => {
    const hostile = "'; DROP TABLE support_messages; -- <script>alert(1)</script>";
    const response = await send(
      supportMessage({ subject: `سلام\u0000\u0007 دنیا`, body: `${hostile}\u0000\n\tخط دوم 🎬` }),
    );
    expect(response.status).toBe(201);
    const { data } = await readJson<{ data: SupportMessageCreated }>(response);
    expect(await storedRow(data.id)).toMatchObject({
      subject: 'سلام دنیا',
      body: `${hostile}\n\tخط دوم 🎬`,
    });
  });

  it('never answers 5xx, whatever arrives', async () => {
    const bodies: unknown[] = [
      'null',
      '[]',
      '"text"',
      '42',
      '{"kind":',
      '\u0000',
      { kind: 'support', name: { $ne: null }, email: ['a@b.co'], subject: 1, body: true },
      { kind: 'content-request', name: 'x'.repeat(10_000), email: `${'a'.repeat(300)}@b.co`, year: '2009' },
      { ...contentRequest(), year: 1e308, imdbUrl: 'javascript:alert(1)' },
      { ...contentRequest(), year: Number.NaN },
      { ...supportMessage(), __proto__: { kind: 'content-request' }, constructor: { prototype: {} } },
      { ...supportMessage(), body: 'ب'.repeat(400_000) },
    ];
    for (const body of bodies) {
      const response = await send(body);
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
      expect((await readJson(response)).message).toMatch(/[\u0600-\u06FF]/);
    }
    const tooLarge = await send({ ...supportMessage(), body: 'x'.repeat(1_100_000) });
    expect(tooLarge.status).toBe(413);
    expect((await readJson(tooLarge)).message).toBe('حجم درخواست بیش از حد مجاز (۱ مگابایت) است.');
    const wrongType = await fetch(`${server.url}/api/support/messages`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', ...newClientAddress() },
      body: 'kind=support',
    });
    // A cross-site form can send text/plain; it arrives as a string, never as the JSON object.
    expect(wrongType.status).toBe(422);
    const [{ count } = { count: '' }] = await server.database.sql.query<{ count: string }>(
      "SELECT count(*)::text AS count FROM support_messages WHERE body LIKE 'ببببب%'",
    );
    expect(count).toBe('0');
  });
});
