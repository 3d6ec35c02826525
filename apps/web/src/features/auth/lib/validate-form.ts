/**
 * The part of a zod schema a form needs. Typed structurally so the web app uses the contract's
 * schemas without depending on zod itself.
 */
export interface FormSchema<T> {
  safeParse(
    values: unknown,
  ):
    | { success: true; data: T }
    | { success: false; error: { issues: ReadonlyArray<{ path: PropertyKey[]; message: string }> } };
}

export type FormValidation<T> = { ok: true; data: T } | { ok: false; fieldErrors: Record<string, string> };

/**
 * Checks a form with the same contract schema the server applies, before anything is sent; the
 * first Persian message of each field goes under that field.
 */
export function validateForm<T>(schema: FormSchema<T>, values: unknown): FormValidation<T> {
  const parsed = schema.safeParse(values);
  if (parsed.success) return { ok: true, data: parsed.data };
  const fieldErrors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (field && !(field in fieldErrors)) fieldErrors[field] = issue.message;
  }
  return { ok: false, fieldErrors };
}
