import { z } from 'zod';
import { errorBodySchema, idParamSchema } from '../common.ts';
import { type fileLanguageSchema, titleFileSummarySchema } from './title-detail.ts';
import { titleTypeSchema } from './title-result.ts';

/**
 * The watch, trailer and screenshots calls. A title in a watch URL (`/watch/{title}/{fileId}`,
 * `/watch/trailer/{title}`) is its IMDb id (`tt0111161`) or, for titles without one, its Pardeh id.
 */
export const titleKeySchema = z
  .string()
  .regex(/^(?:tt\d{7,10}|\d{1,9})$/)
  .meta({ description: 'IMDb id (tt…) or Pardeh title id' });

export const trailerParamsSchema = z.object({ title: titleKeySchema });
export const watchFileParamsSchema = z.object({
  title: titleKeySchema,
  fileId: idParamSchema,
});

/** The title a watch or trailer page names, with what its header and links need. */
export const watchTitleSchema = z
  .strictObject({
    id: z.number().int(),
    path: z.string(),
    type: titleTypeSchema,
    titleEn: z.string(),
    titleFa: z.string().nullable(),
    year: z.number().int().nullable(),
    imdbId: z.string().nullable(),
    poster: z.string().nullable(),
    backdrop: z.string().nullable(),
  })
  .meta({ id: 'WatchTitle' });
export type WatchTitle = z.infer<typeof watchTitleSchema>;

/** `GET /api/watch/trailer/{title}`. */
export const trailerSchema = z
  .strictObject({ title: watchTitleSchema, url: z.string() })
  .meta({ id: 'Trailer' });
export type Trailer = z.infer<typeof trailerSchema>;

/** The trailer call's 404 for a title that exists but has no trailer: the title, to link back to. */
export const trailerMissingSchema = errorBodySchema
  .extend({ title: watchTitleSchema })
  .meta({ id: 'TrailerMissing' });
export type TrailerMissing = z.infer<typeof trailerMissingSchema>;

/** A subtitle track of the file being watched (WebVTT), for the player's track menu. */
export const watchSubtitleSchema = z
  .strictObject({ id: z.number().int(), language: z.string(), label: z.string(), url: z.string() })
  .meta({ id: 'WatchSubtitle' });
export type WatchSubtitle = z.infer<typeof watchSubtitleSchema>;

/**
 * `GET /api/watch/{title}/{fileId}`: `access` is `premium-required` (and `url` null) when the file
 * is for subscribers and the caller has no active premium. `files` are the title's other files of
 * the same episode (or the film), to switch quality or language.
 */
export const watchFileSchema = z
  .strictObject({
    title: watchTitleSchema,
    file: titleFileSummarySchema,
    access: z.enum(['granted', 'premium-required']),
    url: z.string().nullable(),
    files: z.array(titleFileSummarySchema),
    subtitles: z.array(watchSubtitleSchema),
    poster: z.string().nullable(),
  })
  .meta({ id: 'WatchFile' });
export type WatchFile = z.infer<typeof watchFileSchema>;

export const screenshotSchema = z
  .strictObject({ id: z.number().int(), url: z.string() })
  .meta({ id: 'Screenshot' });
export type Screenshot = z.infer<typeof screenshotSchema>;

export type FileLanguage = z.infer<typeof fileLanguageSchema>;
export type TitleFileSummary = z.infer<typeof titleFileSummarySchema>;
