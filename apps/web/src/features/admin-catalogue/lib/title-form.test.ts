import { type AdminTitleDetail, adminTitlePatchSchema, type TitleLockableField } from '@pardeh/contract';
import { describe, expect, it } from 'vitest';
import { checkWithSchema } from '../../../../test-support/check-with-schema.ts';
import { type TitleFormValues, titleFormValues, titlePatchBody } from './title-form.ts';

/** What the edit form does on save: the PATCH body, checked with the API's schema. */
function checkTitlePatch(title: AdminTitleDetail, values: TitleFormValues, unlock: TitleLockableField[]) {
  const body = titlePatchBody(title, values, unlock);
  if (body === null) return { unchanged: true };
  const checked = checkWithSchema(adminTitlePatchSchema, body);
  return checked.ok ? { ok: true, body } : { ok: false, errors: checked.fieldErrors };
}

const title: AdminTitleDetail = {
  id: 7,
  type: 'movie',
  slug: 'inception',
  path: '/titles/7/inception',
  imdbId: 'tt1375666',
  titleEn: 'Inception',
  titleFa: 'تلقین',
  originalTitle: null,
  aliases: [],
  plotFa: 'دزدی در رؤیا',
  plotEn: null,
  taglineFa: null,
  taglineEn: null,
  genres: [
    { id: 3, slug: 'drama', nameFa: 'درام', nameEn: 'Drama' },
    { id: 5, slug: 'sci-fi', nameFa: 'علمی-تخیلی', nameEn: 'Sci-Fi' },
  ],
  year: 2010,
  releaseDate: '2010-07-16',
  runtime: 148,
  ageRating: 'PG-13',
  comingSoon: false,
  expectedReleaseDate: null,
  isDubbed: true,
  hasSubtitle: false,
  posterUrl: null,
  backdropUrl: null,
  poster: null,
  backdrop: null,
  lockedFields: ['titleFa'],
  seasons: [],
  createdAt: '2024-01-01T10:00:00.000000+00:00',
  updatedAt: '2024-05-02T11:22:33.123456+00:00',
};

describe('title edit form → PATCH body', () => {
  it('sends only the changed fields, with the version read', () => {
    const values = { ...titleFormValues(title), titleFa: 'سرآغاز', runtime: '۱۵۰', isDubbed: false };
    expect(checkTitlePatch(title, values, [])).toEqual({
      ok: true,
      body: { ifUpdatedAt: title.updatedAt, titleFa: 'سرآغاز', runtime: 150, isDubbed: false },
    });
  });

  it('ignores spaces around unchanged text and the order of the same genres', () => {
    const values = { ...titleFormValues(title), titleFa: ' تلقین ', genreIds: [5, 3] };
    expect(checkTitlePatch(title, values, [])).toEqual({ unchanged: true });
  });

  it('clears a field emptied by the operator and sends the fields to unlock', () => {
    const values = { ...titleFormValues(title), plotFa: '', releaseDate: '' };
    expect(checkTitlePatch(title, values, ['titleFa'])).toEqual({
      ok: true,
      body: { ifUpdatedAt: title.updatedAt, plotFa: '', releaseDate: null, unlock: ['titleFa'] },
    });
  });

  it('reports the contract’s Persian messages under the fields', () => {
    const values = { ...titleFormValues(title), titleEn: '  ', year: '۲۰۱۰x', posterUrl: 'ftp://x' };
    const checked = checkTitlePatch(title, values, []);
    expect(checked.ok).toBe(false);
    if (checked.ok || !checked.errors) return;
    expect(checked.errors.titleEn).toMatch(/نام انگلیسی/);
    expect(checked.errors.year).toMatch(/سال/);
    expect(checked.errors.posterUrl).toMatch(/http/);
  });
});
