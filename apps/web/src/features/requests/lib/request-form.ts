import { optionalText, yearFromInput } from '../../../lib/form-input.ts';

/** The request form as typed: every field a string, as inputs hold them, in the order they show. */
export interface RequestFormValues {
  title: string;
  type: '' | 'movie' | 'series';
  year: string;
  imdbUrl: string;
  note: string;
}

export const emptyRequestForm = (): RequestFormValues => ({
  title: '',
  type: '',
  year: '',
  imdbUrl: '',
  note: '',
});

/** The request body (checked with the contract's schema): empty optional fields left out. */
export const buildRequestBody = (values: RequestFormValues): unknown => ({
  title: values.title,
  type: values.type || undefined,
  year: yearFromInput(values.year),
  imdbUrl: optionalText(values.imdbUrl),
  note: optionalText(values.note),
});
