import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.ts';

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 8080, host: '127.0.0.1', logLevel: 'info', databaseUrl: undefined });
    expect(config.dataDir).toBe(path.resolve('./var'));
    expect(config.publicUrl).toBe('http://127.0.0.1:8080');
  });

  it('treats empty variables as unset and trims a trailing slash from PUBLIC_URL', () => {
    const config = loadConfig({ PORT: '', PUBLIC_URL: 'https://pardeh.example/' });
    expect(config.port).toBe(8080);
    expect(config.publicUrl).toBe('https://pardeh.example');
  });

  it('accepts a PostgreSQL DATABASE_URL and rejects other schemes', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u:p@127.0.0.1:5432/pardeh' }).databaseUrl).toMatch(
      /^postgres:/,
    );
    expect(() => loadConfig({ DATABASE_URL: 'mysql://127.0.0.1/x' })).toThrow(/DATABASE_URL/);
  });

  it('lists every bad variable at once', () => {
    try {
      loadConfig({ PORT: '99999', LOG_LEVEL: 'chatty', PUBLIC_URL: 'not a url' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const message = (error as Error).message;
      for (const name of ['PORT', 'LOG_LEVEL', 'PUBLIC_URL']) expect(message).toContain(name);
    }
  });

  it('seeds the default catalogue unless SEED_CATALOGUE=false', () => {
    expect(loadConfig({}).seedCatalogue).toBe(true);
    expect(loadConfig({ SEED_CATALOGUE: 'false' }).seedCatalogue).toBe(false);
    expect(() => loadConfig({ SEED_CATALOGUE: 'no' })).toThrow(/SEED_CATALOGUE/);
  });

  it('turns the sandbox gateway on only while no real gateway is configured', () => {
    expect(loadConfig({}).payments).toMatchObject({ sandbox: true, zarinpal: null });
    const zarinpal = loadConfig({ ZARINPAL_MERCHANT_ID: 'm-1' }).payments;
    expect(zarinpal.sandbox).toBe(false);
    expect(zarinpal.zarinpal).toEqual({
      merchantId: 'm-1',
      baseUrl: 'https://payment.zarinpal.com',
      timeoutMs: 15_000,
    });
    expect(loadConfig({ ZARINPAL_MERCHANT_ID: 'm-1', PAYMENT_SANDBOX: 'true' }).payments.sandbox).toBe(true);
    expect(loadConfig({ PAYMENT_SANDBOX: 'false' }).payments.sandbox).toBe(false);
    expect(
      loadConfig({ ZARINPAL_MERCHANT_ID: 'm-1', ZARINPAL_SANDBOX: 'true' }).payments.zarinpal?.baseUrl,
    ).toBe('https://sandbox.zarinpal.com');
    expect(
      loadConfig({ ZARINPAL_MERCHANT_ID: 'm-1', ZARINPAL_BASE_URL: 'http://127.0.0.1:9/' }).payments.zarinpal
        ?.baseUrl,
    ).toBe('http://127.0.0.1:9');
  });
});
