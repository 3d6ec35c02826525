import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * A media pass: `<user id>.<expiry, Unix seconds>.<HMAC-SHA256>` over the user, the scope (the
 * stream's path) and the expiry. The scope is not in the token: it is the path the request asks
 * for, so a pass copied to another stream's path does not verify.
 */
export interface MediaPass {
  userId: number;
  expiresAt: number;
}

const mac = (key: Buffer, userId: number, scope: string, expiresAt: number) =>
  createHmac('sha256', key).update(`pardeh-media-pass/v1\n${userId}\n${scope}\n${expiresAt}`).digest();

export function signMediaPass(key: Buffer, scope: string, pass: MediaPass): string {
  return `${pass.userId}.${pass.expiresAt}.${mac(key, pass.userId, scope, pass.expiresAt).toString('base64url')}`;
}

const TOKEN = /^(\d{1,12})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

/** The pass when the token was signed with this key for this scope and has not expired; else null. */
export function verifyMediaPass(
  key: Buffer,
  scope: string,
  token: string,
  nowSeconds: number,
): MediaPass | null {
  const match = TOKEN.exec(token);
  if (!match) return null;
  const userId = Number(match[1]);
  const expiresAt = Number(match[2]);
  const expected = mac(key, userId, scope, expiresAt);
  const given = Buffer.from(match[3] as string, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return expiresAt > nowSeconds ? { userId, expiresAt } : null;
}
