import { createHash, randomBytes, randomInt } from 'node:crypto';
import { PHONE_CODE_LENGTH } from '@pardeh/contract';
import { constantTimeEqual } from '../tokens.ts';

/** A code is valid this long (docs/DECISIONS.md, Accounts). */
export const PHONE_CODE_LIFETIME_MS = 2 * 60_000;
/** Guesses a code allows before it is void. */
export const PHONE_CODE_MAX_TRIES = 5;

/** Uniform over every code of PHONE_CODE_LENGTH digits, leading zeros included. */
export const generatePhoneCode = (): string =>
  String(randomInt(0, 10 ** PHONE_CODE_LENGTH)).padStart(PHONE_CODE_LENGTH, '0');

const digest = (salt: string, code: string) => createHash('sha256').update(`${salt}:${code}`).digest('hex');

/**
 * `salt:sha256(salt:code)`. A million codes are quick to try against one hash, so the hash only
 * keeps codes out of backups and casual reads; the 2-minute life and 5 tries are the protection.
 */
export function hashPhoneCode(code: string): string {
  const salt = randomBytes(16).toString('hex');
  return `${salt}:${digest(salt, code)}`;
}

export function phoneCodeMatches(code: string, stored: string): boolean {
  const [salt = '', hash = ''] = stored.split(':');
  return constantTimeEqual(digest(salt, code), hash);
}
