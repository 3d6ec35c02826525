/**
 * The few cookie operations the app needs, on `document.cookie`. Names and values are
 * URI-encoded on write and decoded on read (the server URL-encodes the XSRF cookie, as Laravel
 * Sanctum does). Cookies always apply to the whole site (`path=/`).
 */
export function getCookie(name: string, doc: Document = document): string | undefined {
  for (const pair of doc.cookie ? doc.cookie.split('; ') : []) {
    const separator = pair.indexOf('=');
    const key = separator < 0 ? pair : pair.slice(0, separator);
    if (safeDecode(key) !== name) continue;
    return safeDecode(separator < 0 ? '' : pair.slice(separator + 1));
  }
  return undefined;
}

export interface CookieOptions {
  expiresInDays?: number;
  sameSite?: 'lax' | 'strict';
  secure?: boolean;
}

export function setCookie(
  name: string,
  value: string,
  options: CookieOptions = {},
  doc: Document = document,
): void {
  const parts = [`${encodeURIComponent(name)}=${encodeURIComponent(value)}`, 'path=/'];
  if (options.expiresInDays !== undefined)
    parts.push(`expires=${new Date(Date.now() + options.expiresInDays * 86_400_000).toUTCString()}`);
  if (options.sameSite) parts.push(`samesite=${options.sameSite}`);
  if (options.secure) parts.push('secure');
  doc.cookie = parts.join('; ');
}

export const removeCookie = (name: string, doc: Document = document): void =>
  setCookie(name, '', { expiresInDays: -1 }, doc);

/** A malformed escape in someone else's cookie must not break reading ours. */
function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
