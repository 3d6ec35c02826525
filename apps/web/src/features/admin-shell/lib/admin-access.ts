import type { User } from '@pardeh/contract';
import { ApiError } from '../../../lib/api-client.ts';

/** Only administrators enter the console; the API checks the same flag on every call. */
export const canEnterConsole = (user: User | null | undefined): boolean => user?.isAdmin === true;

/**
 * What an API refusal says about the operator: a 401 means the session ended (sign in again),
 * a 403 that the account is no longer an administrator. Other failures are the page's to show.
 */
export function refusalOf(error: unknown): 'signed-out' | 'forbidden' | undefined {
  if (!(error instanceof ApiError)) return undefined;
  if (error.status === 401) return 'signed-out';
  if (error.status === 403) return 'forbidden';
  return undefined;
}
