import { z } from 'zod';
import { clearableText, hasChange, runtimeSchema, titleDateSchema } from './catalogue-field-rules.ts';
import {
  CATALOGUE_NAME_MAX_LENGTH,
  CATALOGUE_PLOT_MAX_LENGTH,
  catalogueFieldMessages,
  episodeEditableFieldSchema,
  seasonEditableFieldSchema,
} from './catalogue-fields.ts';

/** A series' seasons and episodes in the catalogue editor: as shown, added and edited. */

const m = catalogueFieldMessages;

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
