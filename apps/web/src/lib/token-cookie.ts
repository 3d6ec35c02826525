import { getCookie, removeCookie, setCookie } from './cookies.ts';

/** The bearer token lives in this cookie as well as in the persisted auth store, so a full page load knows at once whether to ask who is signed in. */
export const TOKEN_COOKIE = 'token';
const TOKEN_LIFETIME_DAYS = 30;

export const readTokenCookie = (): string | undefined => getCookie(TOKEN_COOKIE) || undefined;

export function writeTokenCookie(token: string): void {
  setCookie(TOKEN_COOKIE, token, {
    expiresInDays: TOKEN_LIFETIME_DAYS,
    sameSite: 'lax',
    secure: window.location.protocol === 'https:',
  });
}

export const removeTokenCookie = (): void => removeCookie(TOKEN_COOKIE);
