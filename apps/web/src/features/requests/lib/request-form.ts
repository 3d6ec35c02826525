import { type TitleRequestBody, titleRequestBodySchema } from '@pardeh/contract';

/** The request form as typed: every field a string, as inputs hold them. */
export interface RequestFormValues {
  title: string;
  type: '' | 'movie' | 'series';
  year: string;
  imdbUrl: string;
  note: string;
}

export type RequestFormField = keyof RequestFormValues;

/** The fields in the order they show (the first invalid one takes focus). */
export const requestFormFields: readonly RequestFormField[] = ['title', 'type', 'year', 'imdbUrl', 'note'];

export const emptyRequestForm = (): RequestFormValues => ({
  title: '',
  type: '',
  year: '',
  imdbUrl: '',
  note: '',
});

/** Persian and Arabic-Indic digits typed on a Persian keyboard read as Latin digits. */
const latinDigits = (text: string): string =>
  text.replace(/[\u06f0-\u06f9\u0660-\u0669]/g, (digit) => String((digit.charCodeAt(0) & 0xf) % 10));

/** A year as typed: empty is no year; anything but digits is NaN, which the schema reports. */
const yearOf = (text: string): number | undefined => {
  const trimmed = latinDigits(text).trim();
  if (!trimmed) return undefined;
  return /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
};

const optional = (text: string): string | undefined => (text.trim() ? text : undefined);

/** The request body: empty optional fields left out. */
export const buildRequestBody = (values: RequestFormValues): unknown => ({
  title: values.title,
  type: values.type || undefined,
  year: yearOf(values.year),
  imdbUrl: optional(values.imdbUrl),
  note: optional(values.note),
});

export type RequestFormCheck =
  | { ok: true; data: TitleRequestBody }
  | { ok: false; fieldErrors: Partial<Record<RequestFormField, string>> };

/** Validates with the contract schema the API applies: the same rules and Persian sentences. */
export function checkRequestForm(values: RequestFormValues): RequestFormCheck {
  const parsed = titleRequestBodySchema.safeParse(buildRequestBody(values));
  if (parsed.success) return { ok: true, data: parsed.data };
  const errors: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] = [...(errors[field] ?? []), issue.message];
  }
  return { ok: false, fieldErrors: serverFieldErrors(errors) };
}

/** The first message of each field the form shows; a server 422's `errors` go through this too. */
export function serverFieldErrors(
  errors: Record<string, string[]> | undefined,
): Partial<Record<RequestFormField, string>> {
  const found: Partial<Record<RequestFormField, string>> = {};
  for (const field of requestFormFields) {
    const message = errors?.[field]?.[0];
    if (message) found[field] = message;
  }
  return found;
}
