import type { z } from 'zod';
import { ApiError } from '../../../lib/api-client.ts';

export type FieldErrors = Partial<Record<string, string>>;

export type CheckedBody<T> = { ok: true; body: T } | { ok: false; errors: FieldErrors };

/**
 * A request body checked with the API's own schema before sending: the first Persian message of
 * each field, keyed by the field's name, so a dialog shows it under the field as the server would.
 */
export function checkBody<Schema extends z.ZodType>(
  schema: Schema,
  body: unknown,
): CheckedBody<z.infer<Schema>> {
  const parsed = schema.safeParse(body);
  if (parsed.success) return { ok: true, body: parsed.data };
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}

/** The field messages of a server's 422 (first one per field), or none for any other failure. */
export function serverFieldErrors(error: unknown): FieldErrors {
  if (!(error instanceof ApiError) || !error.errors) return {};
  return Object.fromEntries(Object.entries(error.errors).map(([field, list]) => [field, list[0]]));
}
