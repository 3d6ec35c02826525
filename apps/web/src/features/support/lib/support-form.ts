import { type SupportMessageBody, type SupportMessageKind, supportMessageBodySchema } from '@pardeh/contract';
import { optionalText, yearFromInput } from '../../../lib/form-input.ts';

/** The contact form as typed: every field a string, as inputs hold them. */
export interface SupportFormValues {
  kind: SupportMessageKind;
  name: string;
  email: string;
  subject: string;
  body: string;
  title: string;
  type: '' | 'movie' | 'series';
  year: string;
  imdbUrl: string;
}

export type SupportFormField = keyof SupportFormValues;

export const emptySupportForm = (name = '', email = ''): SupportFormValues => ({
  kind: 'support',
  name,
  email,
  subject: '',
  body: '',
  title: '',
  type: '',
  year: '',
  imdbUrl: '',
});

/** Which inputs each kind of message shows, in order (the first invalid one takes focus). */
export const fieldsOfKind: Record<SupportMessageKind, readonly SupportFormField[]> = {
  support: ['name', 'email', 'subject', 'body'],
  'content-request': ['name', 'email', 'title', 'type', 'year', 'imdbUrl', 'body'],
};

/** The request body for the chosen kind: only its own fields, empty optional ones left out. */
export function buildSupportBody(values: SupportFormValues): unknown {
  const common = { name: values.name, email: values.email };
  if (values.kind === 'support') {
    return { kind: 'support', ...common, subject: values.subject, body: values.body };
  }
  return {
    kind: 'content-request',
    ...common,
    title: values.title,
    type: values.type || undefined,
    year: yearFromInput(values.year),
    imdbUrl: optionalText(values.imdbUrl),
    body: optionalText(values.body),
  };
}

export type SupportFormCheck =
  | { ok: true; body: SupportMessageBody }
  | { ok: false; fieldErrors: Partial<Record<SupportFormField, string>> };

/**
 * Validates the form with the contract schema the API applies, so every rule and its Persian
 * sentence is the server's own; the first message of each field goes under it.
 */
export function checkSupportForm(values: SupportFormValues): SupportFormCheck {
  const parsed = supportMessageBodySchema.safeParse(buildSupportBody(values));
  if (parsed.success) return { ok: true, body: parsed.data };
  return { ok: false, fieldErrors: firstErrorPerField(parsed.error.issues, values.kind) };
}

/** Keeps the first message of each field the chosen kind shows; server 422s go through this too. */
export function firstErrorPerField(
  issues: ReadonlyArray<{ path: readonly PropertyKey[]; message: string }>,
  kind: SupportMessageKind,
): Partial<Record<SupportFormField, string>> {
  const shown = new Set<string>(fieldsOfKind[kind]);
  const errors: Partial<Record<SupportFormField, string>> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    if (shown.has(field) && !(field in errors)) errors[field as SupportFormField] = issue.message;
  }
  return errors;
}

/** A 422's `errors` object as issues, so it goes through the same mapping. */
export const serverIssues = (errors: Record<string, string[]> | undefined) =>
  Object.entries(errors ?? {}).flatMap(([field, list]) =>
    list.map((message) => ({ path: [field], message })),
  );
