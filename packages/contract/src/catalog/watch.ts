import { z } from 'zod';
import { errorBodySchema, idParamSchema, rowIdSchema } from '../common.ts';
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
 * One quality of the version being watched: the version's files (same episode, same language)
 * join one stream, so the player switches between them in place, keeping the position. `url` is
 * null when the file is for subscribers and the caller has none. `height` is the picture's height
 * in pixels where known (from the quality label or the pipeline), for the bandwidth-based start.
 */
export const watchRenditionSchema = z
  .strictObject({
    fileId: z.number().int(),
    quality: z.string(),
    height: z.number().int().nullable(),
    premiumOnly: z.boolean(),
    url: z.string().nullable(),
  })
  .meta({ id: 'WatchRendition' });
export type WatchRendition = z.infer<typeof watchRenditionSchema>;

export const playbackMarkerKinds = ['intro', 'recap', 'credits'] as const;
export const playbackMarkerKindSchema = z.enum(playbackMarkerKinds);
export type PlaybackMarkerKind = z.infer<typeof playbackMarkerKindSchema>;

/** A confirmed span of the file the player offers to skip («رد کردن تیتراژ»), in seconds. */
export const playbackMarkerSchema = z
  .strictObject({
    kind: playbackMarkerKindSchema,
    start: z.number().min(0),
    end: z.number().min(0),
  })
  .meta({ id: 'PlaybackMarker' });
export type PlaybackMarker = z.infer<typeof playbackMarkerSchema>;

/** An episode as the watch page names it and lists it in the player. */
export const watchEpisodeSchema = z
  .strictObject({
    id: z.number().int(),
    seasonNumber: z.number().int(),
    number: z.number().int(),
    nameEn: z.string().nullable(),
    nameFa: z.string().nullable(),
    runtime: z.number().int().nullable(),
    /**
     * The file of this episode to play in the same version (language), else its best file;
     * null when the episode has no file yet.
     */
    fileId: z.number().int().nullable(),
    /** The web address of that file's watch page, or null without a file. */
    path: z.string().nullable(),
  })
  .meta({ id: 'WatchEpisode' });
export type WatchEpisode = z.infer<typeof watchEpisodeSchema>;

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
    /** The version's qualities, lowest first; the file asked for is one of them. */
    renditions: z.array(watchRenditionSchema),
    /** WebVTT thumbnail track of the file (cues pointing at sprite-sheet regions, `#xywh=`). */
    thumbnails: z.string().nullable(),
    /** Confirmed intro, recap and credits spans of the file. */
    markers: z.array(playbackMarkerSchema),
    /** A series episode's place (null for a film), the season's episodes and the next one. */
    episode: watchEpisodeSchema.nullable(),
    seasonEpisodes: z.array(watchEpisodeSchema),
    /** The episode after this one (next season's first after a season's last); null at the end. */
    nextEpisode: watchEpisodeSchema.nullable(),
  })
  .meta({ id: 'WatchFile' });
export type WatchFile = z.infer<typeof watchFileSchema>;

export const screenshotSchema = z
  .strictObject({ id: z.number().int(), url: z.string() })
  .meta({ id: 'Screenshot' });
export type Screenshot = z.infer<typeof screenshotSchema>;

export type FileLanguage = z.infer<typeof fileLanguageSchema>;
export type TitleFileSummary = z.infer<typeof titleFileSummarySchema>;

/** `POST /api/media/passes`: passes for the premium files of this file's version (#30). */
export const mediaPassRequestSchema = z
  .strictObject({ fileId: rowIdSchema })
  .meta({ id: 'MediaPassRequest' });
export type MediaPassRequest = z.infer<typeof mediaPassRequestSchema>;

/**
 * The passes themselves travel as cookies scoped to each stream's path; the answer says when
 * they end, and the player asks again after `renewAfterSeconds` (half their life).
 */
export const mediaPassSchema = z
  .strictObject({
    expiresAt: z.string(),
    renewAfterSeconds: z.number().int().positive(),
  })
  .meta({ id: 'MediaPass' });
export type MediaPass = z.infer<typeof mediaPassSchema>;
