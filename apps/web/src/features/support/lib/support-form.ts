import { type SupportMessageBody, type SupportMessageKind, supportMessageBodySchema } from '@pardeh/contract';

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

/** Persian and Arabic-Indic digits typed on a Persian keyboard read as Latin digits. */
export const latinDigits = (text: string): string =>
  text.replace(/[\u06f0-\u06f9\u0660-\u0669]/g, (digit) => String((digit.charCodeAt(0) & 0xf) % 10));

/** A year as typed: empty is no year; anything but digits is NaN, which the schema reports. */
const yearOf = (text: string): number | undefined => {
  const trimmed = latinDigits(text).trim();
  if (!trimmed) return undefined;
  return /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
};

const optional = (text: string): string | undefined => (text.trim() ? text : undefined);

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
    year: yearOf(values.year),
    imdbUrl: optional(values.imdbUrl),
    body: optional(values.body),
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
