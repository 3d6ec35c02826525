import type { SupportMessageKind } from '@pardeh/contract';
import { optionalText, yearFromInput } from '../../../lib/form-input.ts';

/** The contact form as typed: every field a string, as inputs hold them (checked through `buildSupportBody`). */
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
