import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.ts';

describe('mail and auth rate-limit configuration', () => {
  it('defaults to the outbox, a From on the public host, and 20/5 attempts a minute', () => {
    const config = loadConfig({ PUBLIC_URL: 'https://pardeh.example' });
    expect(config.mail).toEqual({ smtpUrl: null, from: 'پرده <no-reply@pardeh.example>' });
    expect(config.authRateLimit).toEqual({ perIp: 20, perEmail: 5 });
  });

  it('reads SMTP_URL, MAIL_FROM and the limits', () => {
    const config = loadConfig({
      SMTP_URL: 'smtps://user:secret@mail.example:465',
      MAIL_FROM: 'Pardeh <hello@pardeh.example>',
      AUTH_RATE_LIMIT_PER_IP: '100',
      AUTH_RATE_LIMIT_PER_EMAIL: '3',
    });
    expect(config.mail).toEqual({
      smtpUrl: 'smtps://user:secret@mail.example:465',
      from: 'Pardeh <hello@pardeh.example>',
    });
    expect(config.authRateLimit).toEqual({ perIp: 100, perEmail: 3 });
  });

  it('names each bad variable', () => {
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example', AUTH_RATE_LIMIT_PER_IP: '0' })).toThrow(
      ConfigError,
    );
    try {
      loadConfig({ SMTP_URL: 'http://mail.example', AUTH_RATE_LIMIT_PER_IP: '0' });
    } catch (error) {
      expect((error as Error).message).toMatch(/SMTP_URL: must be an smtp:\/\/ or smtps:\/\/ URL/);
      expect((error as Error).message).toMatch(/AUTH_RATE_LIMIT_PER_IP/);
    }
  });
});
