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
});
