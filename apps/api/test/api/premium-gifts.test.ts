import {
  type Notification,
  normalizeGiftCode,
  type Order,
  type RedeemResult,
  type User,
} from '@pardeh/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../src/messages.ts';
import { fetchCurrentUser, registerAccount } from '../support/auth-client.ts';
import { premiumClient } from '../support/premium-client.ts';
import { readJson } from '../support/read-json.ts';
import { type SmtpCapture, startSmtpCapture } from '../support/smtp-capture.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { testDatabaseKind } from '../support/test-database.ts';

const PUBLIC_URL = 'https://pardeh.example';
const DAY_MS = 86_400_000;
const REDEEM_LIMIT = 8;
const CHECKOUT_LIMIT = 3;
// Demo plan 3: six months, 180 days.
const HALF_YEAR = { id: 3, days: 180 };

let smtp: SmtpCapture;
let server: TestApp;
let client: ReturnType<typeof premiumClient>;
beforeAll(async () => {
  smtp = await startSmtpCapture();
  server = await startTestApp({
    PUBLIC_URL,
    SMTP_URL: smtp.url,
    REDEEM_RATE_LIMIT_PER_USER: String(REDEEM_LIMIT),
    CHECKOUT_RATE_LIMIT_PER_USER: String(CHECKOUT_LIMIT),
  });
  client = premiumClient(server);
});
afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

const query = <Row>(text: string, params?: unknown[]) => server.database.sql.query<Row>(text, params);
const premiumOf = async (token: string) =>
  (await readJson<{ data: User }>(await fetchCurrentUser(server.url, token))).data.premium;

async function paidGift(buyerToken: string, recipientEmail: string, message?: string) {
  const { order } = await client.buyGift(buyerToken, { planId: HALF_YEAR.id, recipientEmail, message });
  const code = order.gift?.code;
  if (order.status !== 'paid' || !code) throw new Error(`gift order ended ${order.status}`);
  return { order, code };
}

describe(`gifts (${testDatabaseKind()})`, () => {
  it('pays a gift: a grouped 100-bit code for the buyer, mailed with the message, notified if registered', async () => {
    const buyer = await registerAccount(server.url, { name: 'مریم' });
    const recipient = await registerAccount(server.url);
    const { order, code } = await paidGift(buyer.token, recipient.email.toUpperCase(), '  تولدت مبارک!  ');

    expect(order).toMatchObject({
      kind: 'gift',
      status: 'paid',
      plan: { id: HALF_YEAR.id, durationDays: HALF_YEAR.days },
      premiumExpiresAt: null,
      gift: { recipientEmail: recipient.email.toUpperCase(), message: 'تولدت مبارک!', redeemed: false },
    });
    expect(code).toMatch(/^([0-9A-HJKMNP-TV-Z]{4}-){4}[0-9A-HJKMNP-TV-Z]{4}$/);
    const codeExpiresAt = Date.parse(order.gift?.codeExpiresAt ?? '');
    expect(codeExpiresAt).toBeGreaterThan(Date.now() + 364 * DAY_MS);
    // The buyer's own premium is not touched by a gift.
    expect((await premiumOf(buyer.token)).active).toBe(false);

    const mail = await smtp.nextTo(recipient.email);
    expect(mail.subject).toBe(messages.premium.email.giftSubject('مریم'));
    expect(mail.text).toContain(code);
    expect(mail.text).toContain('تولدت مبارک!');
    expect(mail.text).toContain(`${PUBLIC_URL}/gift`);
    const receipt = await smtp.nextTo(buyer.email);
    expect(receipt.text).toContain(code);
    expect(receipt.text).toContain(order.referenceId ?? 'missing');

    const response = await fetch(`${server.url}/api/user/notifications`, {
      headers: client.authorized(recipient.token),
    });
    const [notification] = (await readJson<{ data: Notification[] }>(response)).data;
    expect(notification).toMatchObject({ type: 'gift-received', link: '/gift' });
    expect(notification?.text).toContain('مریم');

    const gifts = await fetch(`${server.url}/api/user/orders?kind=gift`, {
      headers: client.authorized(buyer.token),
    });
    expect((await readJson<{ data: Order[] }>(gifts)).data.map((gift) => gift.gift?.code)).toEqual([code]);
  });

  it('an unpaid gift order has no code yet', async () => {
    const buyer = await registerAccount(server.url);
    const { orderId } = await client.start(
      await client.gift(buyer.token, { planId: HALF_YEAR.id, recipientEmail: 'someone@example.com' }),
    );
    expect((await client.order(buyer.token, orderId)).gift).toEqual({
      recipientEmail: 'someone@example.com',
      message: null,
      code: null,
      redeemed: false,
      codeExpiresAt: null,
    });
    expect(
      (await client.gift(buyer.token, { planId: HALF_YEAR.id, recipientEmail: 'not-an-email' })).status,
    ).toBe(422);
  });

  it('redeems once: extends the redeemer’s premium, then a used code answers 422', async () => {
    const buyer = await registerAccount(server.url);
    const recipient = await registerAccount(server.url);
    const { order, code } = await paidGift(buyer.token, recipient.email);
    const before = Date.now();
    // Typed loosely, as people do: lower case, spaces, O for 0 and so on.
    const typed = code.toLowerCase().replace(/-/g, ' ').replace(/0/g, 'o').replace(/1/g, 'l');
    expect(normalizeGiftCode(typed)).toBe(code.replace(/-/g, ''));
    const redeemed = await client.redeem(recipient.token, typed);
    expect(redeemed.status).toBe(200);
    const { data } = await readJson<{ data: RedeemResult }>(redeemed);
    expect(data).toMatchObject({
      planName: order.plan.name,
      durationDays: HALF_YEAR.days,
      premium: { active: true, planId: HALF_YEAR.id },
    });
    expect(Date.parse(data.premium.expiresAt ?? '')).toBeGreaterThanOrEqual(
      before + HALF_YEAR.days * DAY_MS - 5_000,
    );
    expect(await premiumOf(recipient.token)).toEqual(data.premium);

    const again = await client.redeem(recipient.token, code);
    expect(again.status).toBe(422);
    expect((await readJson(again)).message).toBe(messages.premium.codeUsed);
    expect((await client.order(buyer.token, order.id)).gift?.redeemed).toBe(true);
  });

  it('of two redeems at once exactly one wins, and the loser gains nothing', async () => {
    const buyer = await registerAccount(server.url);
    const first = await registerAccount(server.url);
    const second = await registerAccount(server.url);
    const { code } = await paidGift(buyer.token, first.email);
    const answers = await Promise.all([client.redeem(first.token, code), client.redeem(second.token, code)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 422]);
    const premiums = await Promise.all([premiumOf(first.token), premiumOf(second.token)]);
    expect(premiums.filter((premium) => premium.active)).toHaveLength(1);
    const [row] = await query<{ redeemed: number }>(
      'SELECT count(*)::int AS redeemed FROM gift_codes WHERE code = $1 AND redeemed_by IS NOT NULL',
      [code.replace(/-/g, '')],
    );
    expect(row?.redeemed).toBe(1);
  });

  it('extends from a later current expiry, and the buyer may redeem their own gift', async () => {
    const buyer = await registerAccount(server.url);
    const { code } = await paidGift(buyer.token, 'friend@example.com');
    const [row] = await query<{ premium_expires_at: Date }>(
      `UPDATE users SET premium_expires_at = now() + interval '5 days' WHERE id = $1 RETURNING premium_expires_at`,
      [buyer.user.id],
    );
    const answer = await client.redeem(buyer.token, code);
    expect(answer.status).toBe(200);
    const { data } = await readJson<{ data: RedeemResult }>(answer);
    expect(Date.parse(data.premium.expiresAt ?? '')).toBe(
      new Date(row?.premium_expires_at ?? 0).getTime() + HALF_YEAR.days * DAY_MS,
    );
  });

  it('refuses unknown and expired codes with Persian 422s that say nothing of their owner', async () => {
    const buyer = await registerAccount(server.url);
    const redeemer = await registerAccount(server.url);
    const unknown = await client.redeem(redeemer.token, 'ABCD-EFGH-JKMN-PQRS-TVWX');
    expect(unknown.status).toBe(422);
    expect((await readJson(unknown)).message).toBe(messages.premium.codeUnknown);
    const malformed = await client.redeem(redeemer.token, 'too-short');
    expect(malformed.status).toBe(422);

    const { code } = await paidGift(buyer.token, redeemer.email);
    await query(`UPDATE gift_codes SET expires_at = now() - interval '1 day' WHERE code = $1`, [
      code.replace(/-/g, ''),
    ]);
    const expired = await client.redeem(redeemer.token, code);
    expect(expired.status).toBe(422);
    expect((await readJson(expired)).message).toBe(messages.premium.codeExpired);
    expect((await premiumOf(redeemer.token)).active).toBe(false);
    expect((await client.redeem('', code)).status).toBe(401);
  });

  it('limits redeem attempts per user with a Persian 429', async () => {
    const guesser = await registerAccount(server.url);
    const other = await registerAccount(server.url);
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= REDEEM_LIMIT; attempt += 1) {
      statuses.push((await client.redeem(guesser.token, 'ABCD-EFGH-JKMN-PQRS-TVW0')).status);
    }
    expect(statuses.slice(0, REDEEM_LIMIT).every((status) => status === 422)).toBe(true);
    const limited = await client.redeem(guesser.token, 'ABCD-EFGH-JKMN-PQRS-TVW0');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBeTruthy();
    expect((await readJson(limited)).message).toBe(messages.premium.tooManyRedeems);
    // Counted per account, not for everyone.
    expect((await client.redeem(other.token, 'ABCD-EFGH-JKMN-PQRS-TVW0')).status).toBe(422);
  });

  it('limits orders (join2 and reserve2 together) per user with a Persian 429', async () => {
    const buyer = await registerAccount(server.url);
    const gift = { planId: HALF_YEAR.id, recipientEmail: 'friend@example.com' };
    expect((await client.join(buyer.token, { planId: 1 })).status).toBe(201);
    expect((await client.gift(buyer.token, gift)).status).toBe(201);
    expect((await client.join(buyer.token, { planId: 1 })).status).toBe(201);
    const limited = await client.gift(buyer.token, gift);
    expect(limited.status).toBe(429);
    expect((await readJson(limited)).message).toBe(messages.premium.tooManyCheckouts);
  });
});
