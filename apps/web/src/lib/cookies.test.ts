import { afterEach, describe, expect, it } from 'vitest';
import { getCookie, removeCookie, setCookie } from './cookies.ts';

afterEach(() => {
  for (const name of ['token', 'XSRF-TOKEN', 'ref', 'other']) removeCookie(name);
});

describe('cookies', () => {
  it('reads back what it writes, encoded values included', () => {
    setCookie('token', 'a b;c=d', { expiresInDays: 30, sameSite: 'lax' });
    setCookie('other', '1');
    expect(getCookie('token')).toBe('a b;c=d');
    expect(getCookie('other')).toBe('1');
    expect(getCookie('missing')).toBeUndefined();
  });

  it('decodes a URL-encoded value written by the server', () => {
    // biome-ignore lint/suspicious/noDocumentCookie: stands in for the server's Set-Cookie
    document.cookie = 'XSRF-TOKEN=abc%3D%3D; path=/';
    expect(getCookie('XSRF-TOKEN')).toBe('abc==');
  });

  it('forgets a removed cookie', () => {
    setCookie('ref', 'ad');
    removeCookie('ref');
    expect(getCookie('ref')).toBeUndefined();
  });

  it('survives a malformed cookie beside it', () => {
    // biome-ignore lint/suspicious/noDocumentCookie: another script's broken cookie
    document.cookie = 'other=%E0%A4%A; path=/';
    setCookie('token', 'ok');
    expect(getCookie('token')).toBe('ok');
  });
});
