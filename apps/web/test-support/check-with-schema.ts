import type { z } from 'zod';

/**
 * What a form's submit does before sending, for unit tests of a form's `toBody`: the contract's
 * schema over the body; the parsed body, or the first Persian message of each field.
 */
export function checkWithSchema<Schema extends z.ZodType>(
  schema: Schema,
  body: unknown,
): { ok: true; data: z.output<Schema> } | { ok: false; fieldErrors: Record<string, string> } {
  const parsed = schema.safeParse(body);
  if (parsed.success) return { ok: true, data: parsed.data };
  const fieldErrors: Record<string, string> = {};
  for (const issue of parsed.error.issues) fieldErrors[String(issue.path[0] ?? '')] ??= issue.message;
  return { ok: false, fieldErrors };
}
