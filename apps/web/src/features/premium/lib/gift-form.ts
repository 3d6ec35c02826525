import { type GiftBody, giftBodySchema, type RedeemBody, redeemBodySchema } from '@pardeh/contract';
import { optionalText } from '../../../lib/form-input.ts';

/** The gift form as typed; the plan is a radio value, the gateway comes from the shared choice. */
export interface GiftFormValues {
  planId: string;
  recipientEmail: string;
  message: string;
}

export type GiftFormField = keyof GiftFormValues;

/** The fields in the order they show (the first invalid one takes focus). */
export const giftFormFields: readonly GiftFormField[] = ['planId', 'recipientEmail', 'message'];

type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/** The first message of each known field: the schema's issues and a server 422's `errors` alike. */
export function firstFieldErrors<Field extends string>(
  fields: readonly Field[],
  errors: Record<string, string[] | undefined> | undefined,
): FieldErrors<Field> {
  const found: FieldErrors<Field> = {};
  for (const field of fields) {
    const message = errors?.[field]?.[0];
    if (message) found[field] = message;
  }
  return found;
}

function issuesByField(
  issues: readonly { path: PropertyKey[]; message: string }[],
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] = [...(errors[field] ?? []), issue.message];
  }
  return errors;
}

export type FormCheck<Body, Field extends string> =
  | { ok: true; data: Body }
  | { ok: false; fieldErrors: FieldErrors<Field> };

/** Checks the gift form with the schema the API applies, so the messages are the server's own. */
export function checkGiftForm(values: GiftFormValues): FormCheck<GiftBody, GiftFormField> {
  const parsed = giftBodySchema.safeParse({
    planId: values.planId ? Number(values.planId) : undefined,
    recipientEmail: values.recipientEmail.trim(),
    message: optionalText(values.message),
  });
  if (parsed.success) return { ok: true, data: parsed.data };
  return { ok: false, fieldErrors: firstFieldErrors(giftFormFields, issuesByField(parsed.error.issues)) };
}

/** Checks a typed gift code: normalised (Persian digits, dashes, spaces, lower case) and well formed. */
export function checkRedeemCode(code: string): FormCheck<RedeemBody, 'code'> {
  const parsed = redeemBodySchema.safeParse({ code });
  if (parsed.success) return { ok: true, data: parsed.data };
  return { ok: false, fieldErrors: firstFieldErrors(['code'], issuesByField(parsed.error.issues)) };
}
