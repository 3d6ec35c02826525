import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Opaque tokens handed to clients: `<row id>.<secret>`. The id finds the row by primary key; the
 * secret (256 random bits, base64url) is checked against the stored SHA-256 in constant time, so
 * neither a database lookup by secret nor a string comparison can leak how close a guess came.
 * The same shape serves session tokens and one-time tokens; `.` and base64url are URL-safe, so a
 * token fits in a link's path or query without escaping.
 */
const SECRET_BYTES = 32;
const TOKEN_PATTERN = /^([1-9]\d{0,14})\.([A-Za-z0-9_-]{43})$/;

export interface ParsedToken {
  id: number;
  secret: string;
}

export const generateSecret = (): string => randomBytes(SECRET_BYTES).toString('base64url');

/** Hex SHA-256: a fast hash is enough because the secret is random, not chosen by a person. */
export const hashSecret = (secret: string): string => createHash('sha256').update(secret).digest('hex');

export const formatToken = (id: number, secret: string): string => `${id}.${secret}`;

/** The id and secret of a well-formed token; null for anything else. */
export function parseToken(token: string): ParsedToken | null {
  const match = TOKEN_PATTERN.exec(token);
  if (!match?.[1] || !match[2]) return null;
  return { id: Number(match[1]), secret: match[2] };
}

/** Compares two strings in time that depends only on their lengths. */
export function constantTimeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export const secretMatches = (secret: string, storedHash: string): boolean =>
  constantTimeEqual(hashSecret(secret), storedHash);
