import { requestFieldMessages, titleRequestBodySchema } from '@pardeh/contract';
import { describe, expect, it } from 'vitest';
import { checkWithSchema } from '../../../../test-support/check-with-schema.ts';
import { buildRequestBody, emptyRequestForm, type RequestFormValues } from './request-form.ts';

const check = (values: RequestFormValues) =>
  checkWithSchema(titleRequestBodySchema, buildRequestBody(values));

describe('the request form’s body', () => {
  it('sends the contract body: trimmed title, Persian digits read as a year, the IMDb URL as its id', () => {
    const checked = check({
      title: '  مخمصه ',
      type: 'movie',
      year: '۱۹۹۵',
      imdbUrl: 'https://www.imdb.com/title/tt0113277/',
      note: '',
    });
    expect(checked).toEqual({
      ok: true,
      data: { title: 'مخمصه', type: 'movie', year: 1995, imdbUrl: 'tt0113277' },
    });
  });

  it('takes a Solar Hijri year in either digits and sends the Gregorian year it starts in', () => {
    for (const year of ['۱۳۸۹', '1389', '2010']) {
      const checked = check({ ...emptyRequestForm(), title: 'جدایی', type: 'movie', year });
      expect(checked, year).toEqual({ ok: true, data: { title: 'جدایی', type: 'movie', year: 2010 } });
    }
    for (const year of ['۱۲۹۹', '1421', '1887', '۱۳۸۹م']) {
      const checked = check({ ...emptyRequestForm(), title: 'جدایی', type: 'movie', year });
      expect(checked.ok ? null : checked.fieldErrors.year, year).toBe(requestFieldMessages.yearInvalid);
    }
  });

  it('gets the first Persian message for each wrong field', () => {
    const checked = check({ ...emptyRequestForm(), title: 'a', year: '۱۸۰۰', imdbUrl: 'imdb' });
    if (checked.ok) throw new Error('expected errors');
    expect(Object.keys(checked.fieldErrors).sort()).toEqual(['imdbUrl', 'title', 'type', 'year']);
    expect(checked.fieldErrors.title).toBe('نام فیلم یا سریال باید دست‌کم ۲ نویسه باشد.');
    expect(checked.fieldErrors.type).toBe('فیلم یا سریال بودن آن را انتخاب کنید.');
  });
});
