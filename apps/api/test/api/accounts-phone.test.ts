import type { AdminUserSummary, AuthResponse, PhoneCodeSentResponse, User } from '@pardeh/contract';
import { describe, expect, it } from 'vitest';
import { messages } from '../../src/messages.ts';
import { adminRequest, registerAdmin } from '../support/admin-client.ts';
import { fetchCsrf, fetchCurrentUser, postJson, registerAccount } from '../support/auth-client.ts';
import { lastSmsCode, newPhone, requestSignInCode, signInWithPhone } from '../support/phone-client.ts';
import { readJson } from '../support/read-json.ts';
import { useSmtpCapture } from '../support/smtp-capture.ts';
import { useTestApp } from '../support/test-app.ts';

/**
 * Sign-in with a mobile number through the development SMS provider (codes read from
 * DATA_DIR/outbox): normalisation, the code's rules, limits, adding a number or an address, and
 * a number-only account through the other account calls. No resend pause, so a test may ask for
 * several codes in a row; three codes a number an hour.
 */
const PER_IP = 40;
const smtp = useSmtpCapture();
const server = useTestApp(() => ({
  PHONE_CODE_RESEND_SECONDS: '0',
  PHONE_CODES_PER_NUMBER_PER_HOUR: '3',
  AUTH_RATE_LIMIT_PER_IP: String(PER_IP),
  SMTP_URL: smtp.url,
}));

const verify = (body: Record<string, string>, headers = {}) =>
  postJson(server.url, '/api/sanc/phone/verify', body, { headers });

describe('signing up and in with a number', () => {
  it('opens an account for a new number, in any written form, and signs it in again later', async () => {
    const phone = newPhone();
    const local = `0${phone.slice(3)}`.replace(/\d/g, (digit) => '۰۱۲۳۴۵۶۷۸۹'[Number(digit)] ?? digit);
    const { sent, code } = await requestSignInCode(server, `${local.slice(0, 4)} ${local.slice(4)}`);
    expect(sent).toEqual({ message: messages.phone.codeSent, phone, retryAfter: 0, expiresIn: 120 });
    expect(code).toMatch(/^\d{6}$/);

    // Stored as a salted hash only.
    const stored = await server.database.sql.query<{ code_hash: string }>(
      'SELECT code_hash FROM phone_codes WHERE phone = $1',
      [phone],
    );
    expect(stored).toHaveLength(1);
    expect(stored[0]?.code_hash).not.toContain(code);

    // A new number needs a name; the code stays usable for the second call.
    const nameless = await verify({ phone, code });
    expect(nameless.status).toBe(422);
    expect(await readJson(nameless)).toMatchObject({ errors: { name: [messages.phone.nameNeeded] } });

    const persianCode = code.replace(/\d/g, (digit) => '۰۱۲۳۴۵۶۷۸۹'[Number(digit)] ?? digit);
    const created = await verify({ phone: `0098${phone.slice(3)}`, code: persianCode, name: 'سارا' });
    expect(created.status).toBe(201);
    expect(created.headers.getSetCookie().some((line) => line.startsWith('pardeh_device='))).toBe(true);
    const { token, user } = await readJson<AuthResponse>(created);
    expect(user).toMatchObject({ name: 'سارا', phone, email: null, hasPassword: false });
    expect((await readJson<{ data: User }>(await fetchCurrentUser(server.url, token))).data.id).toBe(user.id);

    // Single use.
    const again = await verify({ phone, code, name: 'سارا' });
    expect(again.status).toBe(422);
    expect(await readJson(again)).toMatchObject({ errors: { code: [messages.phone.codeExpired] } });

    // Later, any form of the number signs in to the same account.
    const next = await requestSignInCode(server, `+98 ${phone.slice(3)}`);
    const signedIn = await verify({ phone: `98${phone.slice(3)}`, code: next.code });
    expect(signedIn.status).toBe(200);
    expect((await readJson<AuthResponse>(signedIn)).user.id).toBe(user.id);
  });

  it('refuses what is not an Iranian mobile number, in Persian', async () => {
    const response = await postJson(server.url, '/api/sanc/phone/code', { phone: '02112345678' });
    expect(response.status).toBe(422);
    expect(await readJson(response)).toMatchObject({
      errors: { phone: ['شماره‌ی موبایل درست نیست؛ مانند ۰۹۱۲۳۴۵۶۷۸۹ بنویسید.'] },
    });
  });
});

describe('the code', () => {
  it('allows five guesses, even in parallel, then none', async () => {
    const phone = newPhone();
    const { code } = await requestSignInCode(server, phone);
    const wrong = code === '000000' ? '111111' : '000000';
    const csrf = await fetchCsrf(server.url);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        postJson(server.url, '/api/sanc/phone/verify', { phone, code: wrong, name: 'حدس' }, { csrf }).then(
          async (response) => ({ status: response.status, body: await readJson(response) }),
        ),
      ),
    );
    expect(answers.every(({ status }) => status === 422)).toBe(true);
    const said = answers.map(({ body }) => body.errors?.code?.[0]);
    expect(said.filter((message) => message === messages.phone.wrongCode)).toHaveLength(4);
    expect(said.filter((message) => message === messages.phone.codeExpired)).toHaveLength(4);
    const [row] = await server.database.sql.query<{ tries: number }>(
      'SELECT tries FROM phone_codes WHERE phone = $1',
      [phone],
    );
    expect(row?.tries).toBe(5);

    const right = await verify({ phone, code, name: 'حدس' });
    expect(right.status).toBe(422);
    expect(await readJson(right)).toMatchObject({ errors: { code: [messages.phone.codeExpired] } });
  });

  it('expires after two minutes', async () => {
    const phone = newPhone();
    const { code } = await requestSignInCode(server, phone);
    const [row] = await server.database.sql.query<{ minutes: number }>(
      'SELECT extract(epoch FROM expires_at - created_at) / 60 AS minutes FROM phone_codes WHERE phone = $1',
      [phone],
    );
    expect(Number(row?.minutes)).toBe(2);
    await server.database.sql.query(
      "UPDATE phone_codes SET expires_at = now() - interval '1 second' WHERE phone = $1",
      [phone],
    );
    const response = await verify({ phone, code, name: 'دیرکرد' });
    expect(response.status).toBe(422);
    expect(await readJson(response)).toMatchObject({ errors: { code: [messages.phone.codeExpired] } });
  });

  it('is replaced by a newer one', async () => {
    const phone = newPhone();
    const first = await requestSignInCode(server, phone);
    const second = await requestSignInCode(server, phone);
    if (first.code !== second.code) {
      const old = await verify({ phone, code: first.code, name: 'تازه' });
      expect(old.status).toBe(422);
    }
    expect((await verify({ phone, code: second.code, name: 'تازه' })).status).toBe(201);
  });
});

describe('limits', () => {
  it('sends a number at most three codes an hour, with Retry-After', async () => {
    const phone = newPhone();
    for (let sent = 0; sent < 3; sent += 1) await requestSignInCode(server, phone);
    const response = await postJson(server.url, '/api/sanc/phone/code', { phone });
    expect(response.status).toBe(429);
    const wait = Number(response.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(60);
    expect(wait).toBeLessThanOrEqual(3600);
    expect((await readJson(response)).message).toBe(messages.phone.waitForNextCode(wait));
  });

  it('counts parallel requests for one number exactly', async () => {
    const phone = newPhone();
    const csrf = await fetchCsrf(server.url);
    const statuses = await Promise.all(
      Array.from({ length: 6 }, () =>
        postJson(server.url, '/api/sanc/phone/code', { phone }, { csrf }).then((response) => response.status),
      ),
    );
    expect(statuses.filter((status) => status === 200)).toHaveLength(3);
    expect(statuses.filter((status) => status === 429)).toHaveLength(3);
  });

  it('limits one client address, whatever the numbers', async () => {
    const headers = { 'x-forwarded-for': '203.0.113.77' };
    const csrf = await fetchCsrf(server.url);
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= PER_IP; attempt += 1) {
      const response = await postJson(server.url, '/api/sanc/phone/code', { phone: 'نه' }, { csrf, headers });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, PER_IP).every((status) => status === 422)).toBe(true);
    expect(statuses[PER_IP]).toBe(429);
  });
});

describe('a number-only account', () => {
  it('goes through the other account calls without a server error', async () => {
    const phone = newPhone();
    const { token } = await signInWithPhone(server, phone, 'فقط موبایل');
    const change = await postJson(
      server.url,
      '/api/sanc/password',
      {
        current_password: 'whatever-1',
        password: 'a-new-long-secret-77',
        password_confirmation: 'a-new-long-secret-77',
      },
      { bearer: token },
    );
    expect(change.status).toBe(422);
    expect(await readJson(change)).toMatchObject({
      errors: { current_password: [messages.phone.noPassword] },
    });

    const admin = await registerAdmin(server);
    const list = await adminRequest(
      server,
      admin.token,
      'GET',
      `/api/admin/users?q=${encodeURIComponent(`0${phone.slice(3)}`)}`,
    );
    expect(list.status).toBe(200);
    const { data } = await readJson<{ data: AdminUserSummary[] }>(list);
    expect(data).toEqual([expect.objectContaining({ name: 'فقط موبایل', phone, email: null })]);
    const byName = await adminRequest(
      server,
      admin.token,
      'GET',
      `/api/admin/users?q=${encodeURIComponent('فقط موبایل')}`,
    );
    expect((await readJson<{ data: AdminUserSummary[] }>(byName)).data).toHaveLength(1);
    const detail = await adminRequest(server, admin.token, 'GET', `/api/admin/users/${data[0]?.id}`);
    expect(detail.status).toBe(200);
    const promote = await adminRequest(
      server,
      admin.token,
      'POST',
      `/api/admin/users/${data[0]?.id}/promote`,
    );
    expect(promote.status).toBe(200);

    const logout = await postJson(server.url, '/api/sanc/logout', undefined, { bearer: token });
    expect(logout.status).toBe(204);
  });

  it('is refused with 403 once blocked, only after the right code', async () => {
    const phone = newPhone();
    const { user } = await signInWithPhone(server, phone, 'مسدود');
    const admin = await registerAdmin(server);
    const block = await adminRequest(server, admin.token, 'POST', `/api/admin/users/${user.id}/block`, {
      reason: 'هرزنامه',
    });
    expect(block.status).toBe(200);
    const { code } = await requestSignInCode(server, phone);
    const wrong = await verify({ phone, code: code === '000000' ? '111111' : '000000' });
    expect(wrong.status).toBe(422);
    expect((await verify({ phone, code })).status).toBe(403);
  });

  it('adds a verified address, which then signs in by email link', async () => {
    const { token, user } = await signInWithPhone(server, newPhone(), 'افزودن ایمیل');
    const email = `phone-${Date.now()}@example.com`;
    const asked = await postJson(server.url, '/api/user/email', { email }, { bearer: token });
    expect(asked.status).toBe(200);
    const mail = await smtp.nextTo(email);
    const confirmToken = /confirm-email\?token=([^\s"<>]+)/.exec(mail.text ?? '')?.[1];
    expect(confirmToken).toBeDefined();
    const confirmed = await postJson(server.url, '/api/sanc/email/confirm', {
      token: decodeURIComponent(confirmToken as string),
    });
    expect(confirmed.status).toBe(200);
    expect((await readJson<{ data: User }>(await fetchCurrentUser(server.url, token))).data.email).toBe(
      email,
    );
    const reused = await postJson(server.url, '/api/sanc/email/confirm', {
      token: decodeURIComponent(confirmToken as string),
    });
    expect(reused.status).toBe(422);

    expect((await postJson(server.url, '/api/sanc/login-link', { email })).status).toBe(200);
    const link = /login_token=([^\s"<>]+)/.exec((await smtp.nextTo(email)).text ?? '')?.[1];
    const byLink = await postJson(server.url, '/api/sanc/login-with-token', {
      token: decodeURIComponent(link as string),
    });
    expect(byLink.status).toBe(200);
    expect((await readJson<AuthResponse>(byLink)).user.id).toBe(user.id);

    const twice = await postJson(
      server.url,
      '/api/user/email',
      { email: 'other@example.com' },
      { bearer: token },
    );
    expect(twice.status).toBe(409);
  });
});

describe('adding a number to an email account', () => {
  it('verifies it by code; the number then signs in to that account', async () => {
    const account = await registerAccount(server.url);
    const phone = newPhone();
    const asked = await postJson(
      server.url,
      '/api/user/phone/code',
      { phone: `0${phone.slice(3)}` },
      { bearer: account.token },
    );
    expect(asked.status).toBe(200);
    expect((await readJson<PhoneCodeSentResponse>(asked)).phone).toBe(phone);
    const code = await lastSmsCode(server.dataDir, phone);

    // A sign-in code and an addition code are not interchangeable.
    expect((await verify({ phone, code, name: 'ربایش' })).status).toBe(422);

    const added = await postJson(server.url, '/api/user/phone', { phone, code }, { bearer: account.token });
    expect(added.status).toBe(200);
    expect((await readJson<{ data: User }>(added)).data).toMatchObject({
      phone,
      email: account.email,
      hasPassword: true,
    });

    const { user } = await signInWithPhone(server, phone);
    expect(user.id).toBe(account.user.id);

    // Another account cannot take it.
    const other = await registerAccount(server.url);
    const taken = await postJson(server.url, '/api/user/phone/code', { phone }, { bearer: other.token });
    expect(taken.status).toBe(409);
    expect(await readJson(taken)).toMatchObject({ errors: { phone: [messages.phone.phoneTaken] } });
  });

  it('needs a session', async () => {
    expect((await postJson(server.url, '/api/user/phone/code', { phone: newPhone() })).status).toBe(401);
  });
});
