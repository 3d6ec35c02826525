import Cookies from 'js-cookie';

/** The bearer token lives in this cookie as well as in the persisted auth store (SPEC §7). */
export const TOKEN_COOKIE = 'token';
const TOKEN_LIFETIME_DAYS = 30;

export const readTokenCookie = (): string | undefined => Cookies.get(TOKEN_COOKIE) || undefined;

export function writeTokenCookie(token: string): void {
  Cookies.set(TOKEN_COOKIE, token, {
    expires: TOKEN_LIFETIME_DAYS,
    sameSite: 'lax',
    secure: window.location.protocol === 'https:',
  });
}

export const removeTokenCookie = (): void => Cookies.remove(TOKEN_COOKIE);
