import { ApiError } from '../../../lib/api-client.ts';
import { messages } from '../../../messages/index.ts';
import { authMessages } from '../messages.ts';

/**
 * The sentence an auth form shows for a failed call: the server's own when it sent one; otherwise
 * (unreachable, an unreadable or empty answer, anything unexpected) one default sentence
 * (`authMessages.defaultError`).
 */
export function authErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError) || error.status === 0) return authMessages.defaultError;
  // apiRequest falls back to this sentence when the answer carried no message of its own.
  if (!error.message || error.message === messages.errors.unexpected) return authMessages.defaultError;
  return error.message;
}
