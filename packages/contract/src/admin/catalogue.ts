import { z } from 'zod';
import { titleTypeSchema } from '../catalog/title-result.ts';
import { paginationQuerySchema, rowIdSchema } from '../common.ts';
import { plainTextSchema } from '../plain-text.ts';

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

const m = catalogueFieldMessages;

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

// ---- field rules -------------------------------------------------------------------------------

/** Optional text: trimmed, control characters dropped; empty (or null) clears the field. */
const clearableText = (max: number, tooLong: string) =>
  plainTextSchema({ error: m.textInvalid })
    .trim()
    .max(max, tooLong)
    .transform((value) => (value === '' ? null : value))
    .nullable();

/** Text that must stay: trimmed, not empty. */
const requiredText = (required: string) =>
  plainTextSchema({ error: required }).trim().min(1, required).max(CATALOGUE_NAME_MAX_LENGTH, m.nameTooLong);

/** A real calendar date (`YYYY-MM-DD`, no 31 April) within the given years, or null. */
const isoDate = (firstYear: number, message: string) =>
  z.iso
    .date({ error: message })
    .refine((value) => {
      const year = Number(value.slice(0, 4));
      return year >= firstYear && year <= 2100;
    }, message)
    .nullable();

const titleDateSchema = isoDate(1870, m.titleDateInvalid);
const personDateSchema = isoDate(1800, m.personDateInvalid);

const yearSchema = z
  .number({ error: m.yearInvalid })
  .int(m.yearInvalid)
  .min(1870, m.yearInvalid)
  .max(2100, m.yearInvalid);

const runtimeSchema = z
  .number({ error: m.runtimeInvalid })
  .int(m.runtimeInvalid)
  .min(1, m.runtimeInvalid)
  .max(1000, m.runtimeInvalid)
  .nullable();

/** A picture's address on the web; the image pipeline fetches and stores it. Empty clears it. */
const imageUrlSchema = z
  .string({ error: m.imageUrlInvalid })
  .trim()
  .max(2000, m.imageUrlInvalid)
  .pipe(z.union([z.literal(''), z.url({ protocol: /^https?$/, error: m.imageUrlInvalid })]))
  .transform((value) => (value === '' ? null : value))
  .nullable();

const flagSchema = z.boolean({ error: m.flagInvalid });

/**
 * The `updatedAt` the operator read, sent back as it came (a record changed since answers 409).
 * Years outside 1900–2199 are no version the API hands out (and year 0 no instant PostgreSQL reads).
 */
const ifUpdatedAtSchema = z.iso
  .datetime({ offset: true, error: m.versionRequired })
  .regex(/^(?:19|2[01])\d\d-/, m.versionRequired);

const hasChange = (body: Record<string, unknown>) =>
  Object.entries(body).some(([key, value]) => key !== 'ifUpdatedAt' && value !== undefined);

// ---- titles ------------------------------------------------------------------------------------

/** `GET /api/admin/titles`: by Persian, English or original name, id, IMDb id or IMDb URL. */
export const adminTitlesQuerySchema = paginationQuerySchema.extend({
  q: plainTextSchema().trim().max(200, m.queryTooLong).optional(),
  type: titleTypeSchema.optional(),
});
export type AdminTitlesQuery = z.infer<typeof adminTitlesQuerySchema>;

/** Version stamps are ISO instants with microseconds, as the database keeps them. */
const versionSchema = z.iso.datetime({ offset: true });

export const adminTitleRowSchema = z
  .object({
    id: z.number().int(),
    type: titleTypeSchema,
    titleEn: z.string(),
    titleFa: z.string().nullable(),
    originalTitle: z.string().nullable(),
    year: z.number().int().nullable(),
    imdbId: z.string().nullable(),
    /** The stored poster (a Pardeh path), null until the image pipeline has it. */
    poster: z.string().nullable(),
    /** The public page: `/titles/{id}/{slug}`. */
    path: z.string(),
    updatedAt: versionSchema,
  })
  .meta({ id: 'AdminTitleRow' });
export type AdminTitleRow = z.infer<typeof adminTitleRowSchema>;

/** Every genre (with or without titles), for the editor's picker: `GET /api/admin/genres`. */
export const adminGenreSchema = z
  .object({ id: z.number().int(), slug: z.string(), nameFa: z.string(), nameEn: z.string() })
  .meta({ id: 'AdminGenre' });
export type AdminGenre = z.infer<typeof adminGenreSchema>;

export const adminEpisodeSchema = z
  .object({
    id: z.number().int(),
    seasonId: z.number().int(),
    number: z.number().int(),
    nameFa: z.string().nullable(),
    nameEn: z.string().nullable(),
    plot: z.string().nullable(),
    airDate: z.iso.date().nullable(),
    runtime: z.number().int().nullable(),
    /** Video files of the episode: an episode with files is not deleted (remove them first). */
    filesCount: z.number().int(),
    lockedFields: z.array(episodeEditableFieldSchema),
  })
  .meta({ id: 'AdminEpisode' });
export type AdminEpisode = z.infer<typeof adminEpisodeSchema>;

export const adminSeasonSchema = z
  .object({
    id: z.number().int(),
    titleId: z.number().int(),
    number: z.number().int(),
    name: z.string().nullable(),
    airDate: z.iso.date().nullable(),
    lockedFields: z.array(seasonEditableFieldSchema),
    /** In episode order. */
    episodes: z.array(adminEpisodeSchema),
  })
  .meta({ id: 'AdminSeason' });
export type AdminSeason = z.infer<typeof adminSeasonSchema>;

/** `GET /api/admin/titles/{id}`: every editable field, what is locked, and the seasons. */
export const adminTitleDetailSchema = z
  .object({
    id: z.number().int(),
    type: titleTypeSchema,
    slug: z.string(),
    path: z.string(),
    imdbId: z.string().nullable(),
    titleEn: z.string(),
    titleFa: z.string().nullable(),
    originalTitle: z.string().nullable(),
    /** Other names importers found; searched, not edited here. */
    aliases: z.array(z.string()),
    plotFa: z.string().nullable(),
    plotEn: z.string().nullable(),
    taglineFa: z.string().nullable(),
    taglineEn: z.string().nullable(),
    genres: z.array(adminGenreSchema),
    year: z.number().int().nullable(),
    releaseDate: z.iso.date().nullable(),
    runtime: z.number().int().nullable(),
    ageRating: z.string().nullable(),
    comingSoon: z.boolean(),
    expectedReleaseDate: z.iso.date().nullable(),
    isDubbed: z.boolean(),
    hasSubtitle: z.boolean(),
    /** The pictures' source addresses (editable) and the stored copies (null until fetched). */
    posterUrl: z.string().nullable(),
    backdropUrl: z.string().nullable(),
    poster: z.string().nullable(),
    backdrop: z.string().nullable(),
    lockedFields: z.array(titleLockableFieldSchema),
    /** In season order; empty for a film. */
    seasons: z.array(adminSeasonSchema),
    createdAt: versionSchema,
    /** The version: send it back as `ifUpdatedAt` when editing. */
    updatedAt: versionSchema,
  })
  .meta({ id: 'AdminTitleDetail' });
export type AdminTitleDetail = z.infer<typeof adminTitleDetailSchema>;

/** `PATCH /api/admin/titles/{id}`: any of the fields; null or an empty text clears one. */
export const adminTitlePatchSchema = z
  .strictObject({
    ifUpdatedAt: ifUpdatedAtSchema,
    titleFa: clearableText(CATALOGUE_NAME_MAX_LENGTH, m.nameTooLong).optional(),
    titleEn: requiredText(m.titleEnRequired).optional(),
    originalTitle: clearableText(CATALOGUE_NAME_MAX_LENGTH, m.nameTooLong).optional(),
    plotFa: clearableText(CATALOGUE_PLOT_MAX_LENGTH, m.plotTooLong).optional(),
    plotEn: clearableText(CATALOGUE_PLOT_MAX_LENGTH, m.plotTooLong).optional(),
    taglineFa: clearableText(CATALOGUE_NAME_MAX_LENGTH, m.taglineTooLong).optional(),
    taglineEn: clearableText(CATALOGUE_NAME_MAX_LENGTH, m.taglineTooLong).optional(),
    /** Replaces the title's genres. */
    genreIds: z
      .array(rowIdSchema)
      .max(CATALOGUE_MAX_GENRES, m.genresTooMany)
      .transform((ids) => [...new Set(ids)])
      .optional(),
    year: yearSchema.nullable().optional(),
    releaseDate: titleDateSchema.optional(),
    runtime: runtimeSchema.optional(),
    ageRating: clearableText(20, m.ageRatingTooLong).optional(),
    comingSoon: flagSchema.optional(),
    expectedReleaseDate: titleDateSchema.optional(),
    isDubbed: flagSchema.optional(),
    hasSubtitle: flagSchema.optional(),
    posterUrl: imageUrlSchema.optional(),
    backdropUrl: imageUrlSchema.optional(),
    /** Gives these fields back to importers and enrichment (their values stay until those write). */
    unlock: z.array(titleLockableFieldSchema).max(titleLockableFields.length).optional(),
  })
  .refine(hasChange, m.nothingToChange)
  .meta({ id: 'AdminTitlePatch' });
export type AdminTitlePatch = z.infer<typeof adminTitlePatchSchema>;
export type AdminTitlePatchInput = z.input<typeof adminTitlePatchSchema>;

// ---- people ------------------------------------------------------------------------------------

/** `GET /api/admin/people`: by Persian or English name, id or IMDb id (`nm0000093`). */
export const adminPeopleQuerySchema = paginationQuerySchema.extend({
  q: plainTextSchema().trim().max(200, m.queryTooLong).optional(),
});
export type AdminPeopleQuery = z.infer<typeof adminPeopleQuerySchema>;

export const adminPersonRowSchema = z
  .object({
    id: z.number().int(),
    fullnameEn: z.string(),
    fullnameFa: z.string().nullable(),
    imdbId: z.string().nullable(),
    /** The stored photo (a Pardeh path), null until the image pipeline has it. */
    image: z.string().nullable(),
    /** The public page: `/people/{job}/{id}/{slug}`. */
    path: z.string(),
    updatedAt: versionSchema,
  })
  .meta({ id: 'AdminPersonRow' });
export type AdminPersonRow = z.infer<typeof adminPersonRowSchema>;

export const adminPersonDetailSchema = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    path: z.string(),
    imdbId: z.string().nullable(),
    fullnameEn: z.string(),
    fullnameFa: z.string().nullable(),
    bioFa: z.string().nullable(),
    bioEn: z.string().nullable(),
    /** The photo's source address (editable) and the stored copy (null until fetched). */
    imageUrl: z.string().nullable(),
    image: z.string().nullable(),
    birthDate: z.iso.date().nullable(),
    deathDate: z.iso.date().nullable(),
    lockedFields: z.array(personEditableFieldSchema),
    createdAt: versionSchema,
    /** The version: send it back as `ifUpdatedAt` when editing. */
    updatedAt: versionSchema,
  })
  .meta({ id: 'AdminPersonDetail' });
export type AdminPersonDetail = z.infer<typeof adminPersonDetailSchema>;

/** `PATCH /api/admin/people/{id}`: any of the fields; null or an empty text clears one. */
export const adminPersonPatchSchema = z
  .strictObject({
    ifUpdatedAt: ifUpdatedAtSchema,
    fullnameFa: clearableText(CATALOGUE_NAME_MAX_LENGTH, m.nameTooLong).optional(),
    fullnameEn: requiredText(m.fullnameEnRequired).optional(),
    bioFa: clearableText(CATALOGUE_BIO_MAX_LENGTH, m.bioTooLong).optional(),
    bioEn: clearableText(CATALOGUE_BIO_MAX_LENGTH, m.bioTooLong).optional(),
    imageUrl: imageUrlSchema.optional(),
    birthDate: personDateSchema.optional(),
    deathDate: personDateSchema.optional(),
    unlock: z.array(personEditableFieldSchema).max(personEditableFields.length).optional(),
  })
  .refine(hasChange, m.nothingToChange)
  .refine((body) => !(body.birthDate && body.deathDate && body.deathDate < body.birthDate), {
    path: ['deathDate'],
    message: m.deathBeforeBirth,
  })
  .meta({ id: 'AdminPersonPatch' });
export type AdminPersonPatch = z.infer<typeof adminPersonPatchSchema>;
export type AdminPersonPatchInput = z.input<typeof adminPersonPatchSchema>;

// ---- seasons and episodes ----------------------------------------------------------------------

const seasonNumberSchema = z
  .number({ error: m.seasonNumberInvalid })
  .int(m.seasonNumberInvalid)
  .min(0, m.seasonNumberInvalid)
  .max(1000, m.seasonNumberInvalid);
const episodeNumberSchema = z
  .number({ error: m.episodeNumberInvalid })
  .int(m.episodeNumberInvalid)
  .min(0, m.episodeNumberInvalid)
  .max(10_000, m.episodeNumberInvalid);

const seasonFields = {
  name: clearableText(CATALOGUE_NAME_MAX_LENGTH, m.nameTooLong).optional(),
  airDate: titleDateSchema.optional(),
};

/** `POST /api/admin/titles/{id}/seasons` (a series only; a number the series has is a 409). */
export const adminSeasonCreateSchema = z
  .strictObject({ number: seasonNumberSchema, ...seasonFields })
  .meta({ id: 'AdminSeasonCreate' });
export type AdminSeasonCreate = z.infer<typeof adminSeasonCreateSchema>;

/** `PATCH /api/admin/seasons/{id}`. */
export const adminSeasonPatchSchema = z
  .strictObject({ number: seasonNumberSchema.optional(), ...seasonFields })
  .refine(hasChange, m.nothingToChange)
  .meta({ id: 'AdminSeasonPatch' });
export type AdminSeasonPatch = z.infer<typeof adminSeasonPatchSchema>;

const episodeFields = {
  nameFa: clearableText(CATALOGUE_NAME_MAX_LENGTH, m.nameTooLong).optional(),
  nameEn: clearableText(CATALOGUE_NAME_MAX_LENGTH, m.nameTooLong).optional(),
  plot: clearableText(CATALOGUE_PLOT_MAX_LENGTH, m.plotTooLong).optional(),
  airDate: titleDateSchema.optional(),
  runtime: runtimeSchema.optional(),
};

/** `POST /api/admin/seasons/{id}/episodes` (a number the season has is a 409). */
export const adminEpisodeCreateSchema = z
  .strictObject({ number: episodeNumberSchema, ...episodeFields })
  .meta({ id: 'AdminEpisodeCreate' });
export type AdminEpisodeCreate = z.infer<typeof adminEpisodeCreateSchema>;

/** `PATCH /api/admin/episodes/{id}`. */
export const adminEpisodePatchSchema = z
  .strictObject({ number: episodeNumberSchema.optional(), ...episodeFields })
  .refine(hasChange, m.nothingToChange)
  .meta({ id: 'AdminEpisodePatch' });
export type AdminEpisodePatch = z.infer<typeof adminEpisodePatchSchema>;
