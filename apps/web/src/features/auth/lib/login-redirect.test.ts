import { describe, expect, it } from 'vitest';
import { loginRedirectPath, redirectTargetAfterLogin } from './login-redirect.ts';

describe('login redirects', () => {
  it('sends visitors to login with the page they wanted', () => {
    expect(loginRedirectPath('/user/watchlist?page=2', undefined)).toBe(
      '/auth/login?redirect=%2Fuser%2Fwatchlist%3Fpage%3D2',
    );
  });

  it('sends visitors from an advertisement (ref=ad) to register', () => {
    expect(loginRedirectPath('/gift', 'ad')).toBe('/auth/register?redirect=%2Fgift');
    expect(loginRedirectPath('/gift', 'newsletter')).toBe('/auth/login?redirect=%2Fgift');
  });

  it('returns to the remembered page after login, but only within the site', () => {
    expect(redirectTargetAfterLogin('?redirect=%2Fuser%2Fwatchlist%3Fpage%3D2')).toBe(
      '/user/watchlist?page=2',
    );
    expect(redirectTargetAfterLogin('')).toBe('/');
    for (const hostile of [
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
    ]) {
      expect(redirectTargetAfterLogin(`?redirect=${encodeURIComponent(hostile)}`)).toBe('/');
    }
  });
});

describe('auth pages are never a redirect target', () => {
  it('leaves an auth page out of the login link, so signing in goes home', () => {
    expect(loginRedirectPath('/auth/logout', undefined)).toBe('/auth/login');
    expect(loginRedirectPath('/auth/logout?next=1', 'ad')).toBe('/auth/register');
    expect(loginRedirectPath('/authors', undefined)).toBe('/auth/login?redirect=%2Fauthors');
  });

  it('never returns to an auth page after signing in, however it is spelled', () => {
    for (const target of [
      '/auth/logout',
      '/AUTH/Logout',
      '/auth/login?redirect=%2Fauth%2Flogout',
      '/auth/reset-password/abc',
      '/titles/../auth/logout',
      '/%61uth/logout',
      '/auth',
    ]) {
      expect(redirectTargetAfterLogin(`?redirect=${encodeURIComponent(target)}`)).toBe('/');
    }
    expect(redirectTargetAfterLogin('?redirect=%2Fauthors')).toBe('/authors');
  });
});
