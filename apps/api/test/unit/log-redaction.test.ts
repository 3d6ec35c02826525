import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.ts';
import { errorLogSerializer } from '../../src/http/redact-error.ts';
import { redactSecretsInUrl } from '../../src/http/redact-url.ts';
import { bearerTokenMatches } from '../../src/metrics/bearer-token.ts';

describe('what reaches the log', () => {
  it('logs a failed query without its parameters, even when they span lines', () => {
    const cause = Object.assign(new Error('relation "gift_codes" does not exist'), { code: '42P01' });
    const error = new DrizzleQueryError(
      'select * from gift_codes where code = $1',
      ['GIFT-CODE-SECRET\nsecond line', 'hash$argon2id$secret'],
      cause,
    );
    const logged = JSON.stringify(errorLogSerializer(error));
    expect(logged).not.toMatch(/GIFT-CODE-SECRET|second line|argon2id/);
    expect(logged).toContain('select * from gift_codes where code = $1');
    expect(logged).toContain('params: [redacted]');
    expect(logged).toContain('relation \\"gift_codes\\" does not exist');
  });

  it('hides the values a constraint error quotes', () => {
    const error = Object.assign(new Error('duplicate key value violates unique constraint'), {
      detail: 'Key (email)=(someone@example.com) already exists.',
    });
    expect(JSON.stringify(errorLogSerializer(error))).not.toContain('someone@example.com');
  });

  it('redacts reset and sign-in tokens in URLs', () => {
    expect(redactSecretsInUrl('/auth/reset-password/abc.def?email=a%40b.c')).toBe(
      '/auth/reset-password/[redacted]?email=a%40b.c',
    );
    expect(redactSecretsInUrl('/auth/login?x=1&login_token=abc')).toBe(
      '/auth/login?x=1&login_token=[redacted]',
    );
  });

  it('names a bad secret variable without echoing its value', () => {
    const secrets = {
      DATABASE_URL: 'mysql://admin:db-password-77@db.example/pardeh',
      SMTP_URL: 'http://mailer:smtp-password-88@mail.example',
      METRICS_TOKEN: 'short-secret',
    };
    let message = '';
    try {
      loadConfig(secrets);
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      message = (error as Error).message;
    }
    expect(message).toMatch(/DATABASE_URL/);
    expect(message).toMatch(/METRICS_TOKEN/);
    for (const value of ['db-password-77', 'smtp-password-88', 'short-secret'])
      expect(message).not.toContain(value);
  });
});

describe('the metrics token check', () => {
  it('accepts exactly `Bearer <token>`', () => {
    const token = 'metrics-token-0123456789';
    expect(bearerTokenMatches(`Bearer ${token}`, token)).toBe(true);
    expect(bearerTokenMatches(`bearer ${token}`, token)).toBe(true);
    for (const header of [
      undefined,
      '',
      'Bearer ',
      token,
      `Basic ${token}`,
      `Bearer ${token}x`,
      `Bearer ${token.slice(1)}`,
    ]) {
      expect(bearerTokenMatches(header, token)).toBe(false);
    }
  });
});
