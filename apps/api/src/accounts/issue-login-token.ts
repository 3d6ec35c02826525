import type { Database } from '../db/client.ts';
import { loginLink } from './links.ts';
import { issueOneTimeToken } from './one-time-tokens.ts';

/** A single-use sign-in token for a user and the link that carries it (emailed, or printed by the operator command). */
export async function issueLoginToken(
  db: Database,
  userId: number,
  publicUrl: string,
): Promise<{ token: string; url: string }> {
  const token = await issueOneTimeToken(db, userId, 'login');
  return { token, url: loginLink(publicUrl, token) };
}
