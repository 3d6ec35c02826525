import { z } from 'zod';

/**
 * The operator's catalogue editor (`/api/admin/titles`, `/api/admin/people`, seasons and
 * episodes). Every field an operator changes is locked: importers and the TMDB enrichment job
 * leave it as the operator wrote it until the operator unlocks it (`unlock`).
 *
 * Editing a title or a person sends back the `updatedAt` read with it (`ifUpdatedAt`): when the
 * record changed meanwhile the API answers 409 instead of overwriting the other change.
 */

/** Persian sentences for each field rule; the console shows them under the field. */
export const catalogueFieldMessages = {
  textInvalid: 'این مقدار باید متن باشد.',
  titleEnRequired: 'نام انگلیسی را بنویسید؛ نمی‌تواند خالی بماند.',
  fullnameEnRequired: 'نام انگلیسی هنرمند را بنویسید؛ نمی‌تواند خالی بماند.',
  nameTooLong: 'نام نباید بیش از ۳۰۰ نویسه باشد.',
  plotTooLong: 'خلاصه‌ی داستان نباید بیش از ۵٬۰۰۰ نویسه باشد.',
  taglineTooLong: 'شعار فیلم نباید بیش از ۳۰۰ نویسه باشد.',
  bioTooLong: 'زندگی‌نامه نباید بیش از ۱۰٬۰۰۰ نویسه باشد.',
  ageRatingTooLong: 'رده‌ی سنی نباید بیش از ۲۰ نویسه باشد.',
  yearInvalid: 'سال را با رقم و میان ۱۸۷۰ تا ۲۱۰۰ بنویسید.',
  titleDateInvalid: 'تاریخ را به شکل 2024-03-21 (سال-ماه-روز میلادی) و میان سال‌های ۱۸۷۰ تا ۲۱۰۰ بنویسید.',
  personDateInvalid: 'تاریخ را به شکل 1960-03-21 (سال-ماه-روز میلادی) و میان سال‌های ۱۸۰۰ تا ۲۱۰۰ بنویسید.',
  runtimeInvalid: 'مدت را به دقیقه، عددی میان ۱ تا ۱٬۰۰۰ بنویسید.',
  imageUrlInvalid: 'نشانی تصویر باید با http:// یا https:// آغاز شود و بیش از ۲٬۰۰۰ نویسه نباشد.',
  flagInvalid: 'این مقدار باید «بله» یا «خیر» باشد.',
  genresTooMany: 'حداکثر ۱۰ ژانر می‌توان برگزید.',
  versionRequired: 'زمان آخرین تغییری که خوانده‌اید (ifUpdatedAt) را بفرستید تا تغییر دیگران از دست نرود.',
  nothingToChange: 'هیچ فیلدی برای تغییر فرستاده نشده است.',
  seasonNumberInvalid: 'شماره‌ی فصل را عددی میان ۰ تا ۱٬۰۰۰ بنویسید.',
  episodeNumberInvalid: 'شماره‌ی قسمت را عددی میان ۰ تا ۱۰٬۰۰۰ بنویسید.',
  deathBeforeBirth: 'تاریخ درگذشت نمی‌تواند پیش از تاریخ تولد باشد.',
  queryTooLong: 'عبارت جست‌وجو نباید بیش از ۲۰۰ نویسه باشد.',
} as const;

export const CATALOGUE_NAME_MAX_LENGTH = 300;
export const CATALOGUE_PLOT_MAX_LENGTH = 5000;
export const CATALOGUE_BIO_MAX_LENGTH = 10_000;
export const CATALOGUE_MAX_GENRES = 10;

/** The fields of a title an operator edits; each one edited is locked against importers. */
export const titleEditableFields = [
  'titleFa',
  'titleEn',
  'originalTitle',
  'plotFa',
  'plotEn',
  'taglineFa',
  'taglineEn',
  'genreIds',
  'year',
  'releaseDate',
  'runtime',
  'ageRating',
  'comingSoon',
  'expectedReleaseDate',
  'isDubbed',
  'hasSubtitle',
  'posterUrl',
  'backdropUrl',
] as const;
/**
 * What can be locked on a title: its fields, and `seasons`, set when an operator adds, renumbers
 * or deletes a season, so importers add or re-add none.
 */
export const titleLockableFields = [...titleEditableFields, 'seasons'] as const;
export const titleLockableFieldSchema = z.enum(titleLockableFields).meta({ id: 'AdminTitleField' });
export type TitleLockableField = z.infer<typeof titleLockableFieldSchema>;

export const personEditableFields = [
  'fullnameFa',
  'fullnameEn',
  'bioFa',
  'bioEn',
  'imageUrl',
  'birthDate',
  'deathDate',
] as const;
export const personEditableFieldSchema = z.enum(personEditableFields).meta({ id: 'AdminPersonField' });
export type PersonEditableField = z.infer<typeof personEditableFieldSchema>;

export const seasonEditableFields = ['number', 'name', 'airDate'] as const;
export const seasonEditableFieldSchema = z.enum(seasonEditableFields).meta({ id: 'AdminSeasonField' });
export type SeasonEditableField = z.infer<typeof seasonEditableFieldSchema>;

export const episodeEditableFields = ['number', 'nameFa', 'nameEn', 'plot', 'airDate', 'runtime'] as const;
export const episodeEditableFieldSchema = z.enum(episodeEditableFields).meta({ id: 'AdminEpisodeField' });
export type EpisodeEditableField = z.infer<typeof episodeEditableFieldSchema>;
