import type { AdminTitleDetail, TitleLockableField } from '@pardeh/contract';
import { type FieldKind, type FormValues, formValuesOf, patchBody } from '../../admin-shell/index.ts';

/** Every field of `PATCH /api/admin/titles/{id}`, in the order the edit page shows them. */
export const titleFieldKinds = {
  titleFa: 'text',
  titleEn: 'text',
  originalTitle: 'text',
  taglineFa: 'text',
  taglineEn: 'text',
  plotFa: 'text',
  plotEn: 'text',
  genreIds: 'ids',
  year: 'int',
  releaseDate: 'date',
  runtime: 'int',
  ageRating: 'text',
  comingSoon: 'flag',
  expectedReleaseDate: 'date',
  isDubbed: 'flag',
  hasSubtitle: 'flag',
  posterUrl: 'text',
  backdropUrl: 'text',
} as const satisfies Record<string, FieldKind>;

export type TitleFormField = keyof typeof titleFieldKinds;
export type TitleFormValues = FormValues<TitleFormField>;
export const titleFormFields = Object.keys(titleFieldKinds) as TitleFormField[];

export const titleFormValues = (title: AdminTitleDetail): TitleFormValues =>
  formValuesOf(titleFieldKinds, { ...title, genreIds: title.genres.map((genre) => genre.id) });

/** The PATCH for what the operator changed and unlocked, with the version they read (null: nothing to send). */
export const titlePatchBody = (
  title: AdminTitleDetail,
  values: TitleFormValues,
  unlock: TitleLockableField[],
) =>
  patchBody(titleFieldKinds, titleFormValues(title), values, {
    unlock,
    fixed: { ifUpdatedAt: title.updatedAt },
  });
