import { describe, expect, it } from 'vitest';
import { checkRequestForm, emptyRequestForm, serverFieldErrors } from './request-form.ts';

describe('checkRequestForm', () => {
  it('sends the contract body: trimmed title, Persian digits read as a year, the IMDb URL as its id', () => {
    const checked = checkRequestForm({
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

  it('puts the first Persian message under each wrong field', () => {
    const checked = checkRequestForm({ ...emptyRequestForm(), title: 'a', year: '۱۸۰۰', imdbUrl: 'imdb' });
    if (checked.ok) throw new Error('expected errors');
    expect(Object.keys(checked.fieldErrors).sort()).toEqual(['imdbUrl', 'title', 'type', 'year']);
    expect(checked.fieldErrors.title).toBe('نام فیلم یا سریال باید دست‌کم ۲ نویسه باشد.');
    expect(checked.fieldErrors.type).toBe('فیلم یا سریال بودن آن را انتخاب کنید.');
  });

  it("takes the server's field messages for the fields the form shows", () => {
    expect(serverFieldErrors({ title: ['یک', 'دو'], other: ['x'] })).toEqual({ title: 'یک' });
  });
});
