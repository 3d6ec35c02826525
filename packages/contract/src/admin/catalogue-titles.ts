import { z } from 'zod';
import { titleTypeSchema } from '../catalog/title-result.ts';
import { paginationQuerySchema, rowIdSchema } from '../common.ts';
import { plainTextSchema } from '../plain-text.ts';
import {
  clearableText,
  flagSchema,
  hasChange,
  ifUpdatedAtSchema,
  imageUrlSchema,
  requiredText,
  runtimeSchema,
  titleDateSchema,
  versionSchema,
  yearSchema,
} from './catalogue-field-rules.ts';
import {
  CATALOGUE_MAX_GENRES,
  CATALOGUE_NAME_MAX_LENGTH,
  CATALOGUE_PLOT_MAX_LENGTH,
  catalogueFieldMessages,
  titleLockableFieldSchema,
  titleLockableFields,
} from './catalogue-fields.ts';
import { adminSeasonSchema } from './catalogue-seasons.ts';

/** The catalogue editor's titles: the list, a title's page and its edit (fields: catalogue-fields.ts). */

const m = catalogueFieldMessages;

/** `GET /api/admin/titles`: by Persian, English or original name, id, IMDb id or IMDb URL. */
export const adminTitlesQuerySchema = paginationQuerySchema.extend({
  q: plainTextSchema().trim().max(200, m.queryTooLong).optional(),
  type: titleTypeSchema.optional(),
});
export type AdminTitlesQuery = z.infer<typeof adminTitlesQuerySchema>;

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
