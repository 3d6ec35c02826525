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

  it('keeps media on local disk by default, and in a bucket with MEDIA_STORAGE=s3', () => {
    expect(loadConfig({}).media.s3).toBeNull();
    // Bucket settings alone change nothing: the storage is chosen by MEDIA_STORAGE.
    expect(loadConfig({ MEDIA_S3_BUCKET: 'media' }).media.s3).toBeNull();
    expect(
      loadConfig({
        MEDIA_STORAGE: 's3',
        MEDIA_S3_BUCKET: 'pardeh-media',
        MEDIA_S3_ENDPOINT: 'http://minio.internal:9000/',
        MEDIA_S3_ACCESS_KEY_ID: 'key',
        MEDIA_S3_SECRET_ACCESS_KEY: 'secret',
        MEDIA_S3_FORCE_PATH_STYLE: 'true',
      }).media.s3,
    ).toEqual({
      endpoint: 'http://minio.internal:9000',
      bucket: 'pardeh-media',
      region: 'us-east-1',
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      forcePathStyle: true,
    });
    // AWS itself: its endpoint by region, and the SDK's own credentials (an instance role).
    expect(
      loadConfig({ MEDIA_STORAGE: 's3', MEDIA_S3_BUCKET: 'media', MEDIA_S3_REGION: 'eu-central-1' }).media.s3,
    ).toMatchObject({ endpoint: null, region: 'eu-central-1', credentials: null, forcePathStyle: false });
  });

  it('refuses S3 storage without a bucket, or with half a key pair', () => {
    expect(() => loadConfig({ MEDIA_STORAGE: 's3' })).toThrow(
      /MEDIA_S3_BUCKET: required when MEDIA_STORAGE=s3/,
    );
    expect(() =>
      loadConfig({ MEDIA_STORAGE: 's3', MEDIA_S3_BUCKET: 'media', MEDIA_S3_ACCESS_KEY_ID: 'key' }),
    ).toThrow(ConfigError);
    expect(() => loadConfig({ MEDIA_STORAGE: 'nfs' })).toThrow(/MEDIA_STORAGE: must be local or s3/);
  });
});
