import { type TitleRequestBody, titleRequestBodySchema } from '@pardeh/contract';
import { optionalText, yearFromInput } from '../../../lib/form-input.ts';

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

/** The request body: empty optional fields left out. */
export const buildRequestBody = (values: RequestFormValues): unknown => ({
  title: values.title,
  type: values.type || undefined,
  year: yearFromInput(values.year),
  imdbUrl: optionalText(values.imdbUrl),
  note: optionalText(values.note),
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
