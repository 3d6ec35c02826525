import { authFieldMessages, supportFieldMessages, supportMessageBodySchema } from '@pardeh/contract';
import { describe, expect, it } from 'vitest';
import { checkWithSchema } from '../../../../test-support/check-with-schema.ts';
import { latinDigits } from '../../../lib/form-input.ts';
import { buildSupportBody, emptySupportForm, type SupportFormValues } from './support-form.ts';

/** What the form checks before sending: the contract's schema over the body of the chosen kind. */
const checkSupportForm = (values: SupportFormValues) => {
  const checked = checkWithSchema(supportMessageBodySchema, buildSupportBody(values));
  return checked.ok ? { ok: true, body: checked.data } : checked;
};

describe('buildSupportBody', () => {
  it('sends only the fields of a support message', () => {
    const values = { ...emptySupportForm('مریم', 'm@example.com'), subject: 'سلام', body: 'متن', title: 'x' };
    expect(buildSupportBody(values)).toEqual({
      kind: 'support',
      name: 'مریم',
      email: 'm@example.com',
      subject: 'سلام',
      body: 'متن',
    });
  });

  it('reads a year typed in Persian digits and leaves empty optional fields out', () => {
    const values = {
      ...emptySupportForm('علی', 'a@example.com'),
      kind: 'content-request' as const,
      title: 'درباره الی',
      type: 'movie' as const,
      year: ' ۲۰۰۹ ',
    };
    expect(buildSupportBody(values)).toEqual({
      kind: 'content-request',
      name: 'علی',
      email: 'a@example.com',
      title: 'درباره الی',
      type: 'movie',
      year: 2009,
      imdbUrl: undefined,
      body: undefined,
    });
  });

  it('turns a year that is not a number into NaN, for the schema to report', () => {
    const values = { ...emptySupportForm(), kind: 'content-request' as const, year: '۲۰ ۰۹' };
    expect(buildSupportBody(values)).toMatchObject({ year: Number.NaN });
  });
});

describe('checkSupportForm', () => {
  it('reports each empty field of a support message in Persian', () => {
    const result = checkSupportForm(emptySupportForm());
    expect(result).toEqual({
      ok: false,
      fieldErrors: {
        name: authFieldMessages.nameTooShort,
        email: authFieldMessages.emailRequired,
        subject: supportFieldMessages.subjectRequired,
        body: supportFieldMessages.bodyRequired,
      },
    });
  });

  it('takes a Solar Hijri year and sends the Gregorian year it starts in', () => {
    const values = {
      ...emptySupportForm('علی', 'a@example.com'),
      kind: 'content-request' as const,
      title: 'درباره الی',
      type: 'movie' as const,
      year: '۱۳۸۷',
    };
    expect(checkSupportForm(values)).toMatchObject({ ok: true, body: { year: 2008 } });
    expect(checkSupportForm({ ...values, year: '۱۴۲۱' })).toMatchObject({
      fieldErrors: { year: supportFieldMessages.yearInvalid },
    });
  });

  it('reports the requested-title fields of a content request', () => {
    const values = {
      ...emptySupportForm('علی', 'a@example.com'),
      kind: 'content-request' as const,
      year: 'سال',
      imdbUrl: 'imdb',
    };
    expect(checkSupportForm(values)).toEqual({
      ok: false,
      fieldErrors: {
        title: supportFieldMessages.titleRequired,
        type: supportFieldMessages.typeRequired,
        year: supportFieldMessages.yearInvalid,
        imdbUrl: supportFieldMessages.imdbUrlInvalid,
      },
    });
  });

  it('passes a valid message through, trimmed', () => {
    const values = {
      ...emptySupportForm(' مریم ', 'm@example.com'),
      subject: 'پخش نمی‌شود',
      body: 'فیلم در مرورگر من پخش نمی‌شود.',
    };
    expect(checkSupportForm(values)).toMatchObject({ ok: true, body: { name: 'مریم', kind: 'support' } });
  });
});

it('latinDigits reads Persian and Arabic-Indic digits', () => {
  expect(latinDigits('۱۳۹۹ و ١٤٠٠')).toBe('1399 و 1400');
});
