import type { PhoneCodeSentResponse } from '@pardeh/contract';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.ts';
import { messages } from '../../src/messages.ts';
import { createKavenegarSender } from '../../src/sms/kavenegar-sender.ts';
import { SmsUnavailable } from '../../src/sms/sms-sender.ts';
import { postJson } from '../support/auth-client.ts';
import { useKavenegarServer } from '../support/kavenegar-server.ts';
import { newPhone } from '../support/phone-client.ts';
import { readJson } from '../support/read-json.ts';
import { useTestApp } from '../support/test-app.ts';

/**
 * The Kavenegar adapter against a local server that speaks its protocol: a code that is sent,
 * its refusals, a failing and a slow provider (each a Persian 503 with Retry-After, the code
 * forgotten), and the resend pause (the default minute).
 */
const kavenegar = useKavenegarServer();
const server = useTestApp(() => ({
  SMS_PROVIDER: 'kavenegar',
  KAVENEGAR_API_KEY: kavenegar.apiKey,
  KAVENEGAR_TEMPLATE: kavenegar.template,
  KAVENEGAR_BASE_URL: kavenegar.url,
  SMS_TIMEOUT_SECONDS: '1',
}));

const askCode = (phone: string) => postJson(server.url, '/api/sanc/phone/code', { phone });
const codesOf = (phone: string) =>
  server.database.sql.query<{ id: number }>('SELECT id FROM phone_codes WHERE phone = $1', [phone]);

async function expectUnavailable(response: Response, phone: string) {
  expect(response.status).toBe(503);
  expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(await readJson(response)).toEqual({ message: messages.phone.smsUnavailable });
  expect(await codesOf(phone)).toEqual([]); // never sent, so nothing left to guess
}

describe('Kavenegar', () => {
  it('sends the code through the template, and the code signs in', async () => {
    const phone = newPhone();
    const response = await askCode(phone);
    expect(response.status).toBe(200);
    expect((await readJson<PhoneCodeSentResponse>(response)).retryAfter).toBeGreaterThan(50);
    const message = kavenegar.sent.at(-1);
    expect(message).toMatchObject({ receptor: `0${phone.slice(3)}`, template: kavenegar.template });
    const verified = await postJson(server.url, '/api/sanc/phone/verify', {
      phone,
      code: message?.token,
      name: 'کاوه',
    });
    expect(verified.status).toBe(201);

    // The resend pause: a second code within the minute waits, told how long.
    const again = await askCode(phone);
    expect(again.status).toBe(429);
    const wait = Number(again.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    expect((await readJson(again)).message).toBe(messages.phone.waitForNextCode(wait));
  });

  it('answers 503 when Kavenegar refuses the receptor, has no credit, or fails', async () => {
    await expectUnavailable(await askCode('09120000411'), '+989120000411');
    await expectUnavailable(await askCode('09120000418'), '+989120000418');
    kavenegar.fail('http-502');
    const failing = newPhone();
    await expectUnavailable(await askCode(failing), failing);
  });

  it('answers 503 when Kavenegar is too slow', async () => {
    kavenegar.fail('hang');
    const phone = newPhone();
    await expectUnavailable(await askCode(phone), phone);
  });

  it('reports a wrong key or template as the provider being unavailable', async () => {
    const config = { baseUrl: kavenegar.url, timeoutMs: 2000 };
    const badKey = createKavenegarSender({
      ...config,
      apiKey: 'not-the-key-0000',
      template: kavenegar.template,
    });
    await expect(badKey.sendCode('+989121234567', '123456')).rejects.toThrow(/HTTP 403, status 403/);
    const badTemplate = createKavenegarSender({ ...config, apiKey: kavenegar.apiKey, template: 'missing' });
    await expect(badTemplate.sendCode('+989121234567', '123456')).rejects.toBeInstanceOf(SmsUnavailable);
  });
});

describe('SMS configuration', () => {
  it('fails fast on a provider it does not know or Kavenegar without its key and template', () => {
    expect(() => loadConfig({ SMS_PROVIDER: 'twilio' })).toThrow(ConfigError);
    expect(() => loadConfig({ SMS_PROVIDER: 'kavenegar', KAVENEGAR_TEMPLATE: 'otp' })).toThrow(
      /KAVENEGAR_API_KEY, KAVENEGAR_TEMPLATE: required when SMS_PROVIDER=kavenegar/,
    );
    expect(loadConfig({}).sms.kavenegar).toBeNull();
  });
});
