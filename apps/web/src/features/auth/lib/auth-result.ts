import { ApiError } from '../../../lib/api-client.ts';
import { messages } from '../../../messages/index.ts';
import { authMessages } from '../messages.ts';

/**
 * What every auth call yields: the answer, or `ok: false` with one sentence to show in
 * the form's alert and the 422 field messages to show under their fields.
 */
export type AuthResult<T> =
  | { ok: true; data: T }
  | { ok: false; error: string; fieldErrors: Record<string, string> };

/**
 * The server's own sentence when it sent one; otherwise (unreachable, an unreadable or empty
 * answer, anything unexpected) one default sentence (`authMessages.defaultError`).
 */
export function authErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError) || error.status === 0) return authMessages.defaultError;
  // apiRequest falls back to this sentence when the answer carried no message of its own.
  if (!error.message || error.message === messages.errors.unexpected) return authMessages.defaultError;
  return error.message;
}

/** The first message of each field of a 422 `errors` object. */
export function firstFieldErrors(errors: Record<string, string[]> | undefined): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [field, list] of Object.entries(errors ?? {})) {
    if (list[0]) fields[field] = list[0];
  }
  return fields;
}

/** Runs one auth call and maps its outcome; never rejects, so forms handle one shape. */
export async function toAuthResult<T>(call: () => Promise<T>): Promise<AuthResult<T>> {
  try {
    return { ok: true, data: await call() };
  } catch (error) {
    return {
      ok: false,
      error: authErrorMessage(error),
      fieldErrors: error instanceof ApiError ? firstFieldErrors(error.errors) : {},
    };
  }
}
