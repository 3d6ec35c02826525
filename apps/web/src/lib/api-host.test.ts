import { describe, expect, it } from 'vitest';
import { deriveApiBaseUrl } from './api-host.ts';

const at = (hostname: string, origin = `https://${hostname}`) => ({ hostname, origin });

describe('deriveApiBaseUrl', () => {
  it('puts api. in front of the site host', () => {
    expect(deriveApiBaseUrl(at('pardeh.ir'), undefined)).toBe('https://api.pardeh.ir');
  });

  it('drops a leading www. or app.', () => {
    expect(deriveApiBaseUrl(at('www.pardeh.ir'), undefined)).toBe('https://api.pardeh.ir');
    expect(deriveApiBaseUrl(at('app.pardeh.ir'), undefined)).toBe('https://api.pardeh.ir');
  });

  it('keeps other subdomains and www inside the name', () => {
    expect(deriveApiBaseUrl(at('beta.pardeh.ir'), undefined)).toBe('https://api.beta.pardeh.ir');
    expect(deriveApiBaseUrl(at('wwwpardeh.ir'), undefined)).toBe('https://api.wwwpardeh.ir');
    expect(deriveApiBaseUrl(at('www.app.pardeh.ir'), undefined)).toBe('https://api.app.pardeh.ir');
  });

  it('uses the page origin on local hosts when the build sets nothing', () => {
    for (const [hostname, origin] of [
      ['localhost', 'http://localhost:5173'],
      ['127.0.0.1', 'http://127.0.0.1:8080'],
      ['[::1]', 'http://[::1]:8080'],
      ['::1', 'http://[::1]:8080'],
      ['pardeh.localhost', 'http://pardeh.localhost:8080'],
    ] as const) {
      expect(deriveApiBaseUrl({ hostname, origin }, undefined)).toBe(origin);
    }
  });

  it('uses VITE_API_BASE_URL on local hosts, without a trailing slash', () => {
    expect(deriveApiBaseUrl(at('localhost', 'http://localhost:5173'), 'http://127.0.0.1:8080/')).toBe(
      'http://127.0.0.1:8080',
    );
    expect(deriveApiBaseUrl(at('pardeh.ir'), 'http://127.0.0.1:8080')).toBe('https://api.pardeh.ir');
  });
});
