import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * True when `authorization` is `Bearer <expected>`. Both sides are hashed first, so the comparison
 * takes the same time whatever the length or the first wrong character of what was sent.
 */
export function bearerTokenMatches(authorization: string | undefined, expected: string): boolean {
  const presented = /^Bearer +(\S+)$/i.exec(authorization ?? '')?.[1];
  return timingSafeEqual(digest(presented ?? ''), digest(expected)) && presented !== undefined;
}
