import { z } from 'zod';
import { titleResultSchema } from '../catalog/title-result.ts';
import { idParamSchema, rowIdSchema } from '../common.ts';

/** The longest file a progress report may describe (a day), so a broken player cannot store nonsense. */
export const MAX_WATCH_DURATION_SECONDS = 86_400;
/** How far a reported position may pass the duration (players round both differently). */
export const POSITION_SLACK_SECONDS = 5;
/** The share of a file that counts as watched: from here a play becomes a history entry. */
export const FINISHED_SHARE = 0.9;

/** Persian sentences for the progress body's own rules (zod-persian covers the rest). */
export const progressFieldMessages = {
  positionPastEnd: 'موقعیت پخش نمی‌تواند از مدت فایل بیشتر باشد.',
} as const;

/**
 * `POST /api/user/progress`: where the player is in a file (`fileId` is a title_files id), in
 * seconds. `play` is sent when playing starts and every few seconds while playing, `pause` on
 * pause, `stop` when the video ends or the page is left.
 */
export const progressBodySchema = z
  .strictObject({
    fileId: rowIdSchema,
    position: z
      .number()
      .min(0)
      .max(MAX_WATCH_DURATION_SECONDS + POSITION_SLACK_SECONDS),
    duration: z.number().positive().max(MAX_WATCH_DURATION_SECONDS),
    event: z.enum(['play', 'pause', 'stop']),
  })
  .refine((body) => body.position <= body.duration + POSITION_SLACK_SECONDS, {
    path: ['position'],
    message: progressFieldMessages.positionPastEnd,
  })
  .meta({ id: 'ProgressBody' });
export type ProgressBody = z.infer<typeof progressBodySchema>;

/** `GET /api/user/progress/{fileId}`: the path parameter. */
export const progressFileParamsSchema = z.object({ fileId: idParamSchema });

/**
 * The film's or episode's state after a report: still in progress at a position, or finished
 * (the play became history entry `historyId`; `rewatchCount` is how many plays came before it).
 */
export const progressStateSchema = z
  .discriminatedUnion('state', [
    z.strictObject({
      state: z.literal('in-progress'),
      position: z.number().int().min(0),
      duration: z.number().int().min(1),
    }),
    z.strictObject({
      state: z.literal('finished'),
      historyId: z.number().int(),
      rewatchCount: z.number().int().min(0),
      watchedAt: z.iso.datetime(),
    }),
  ])
  .meta({ id: 'ProgressState' });
export type ProgressState = z.infer<typeof progressStateSchema>;

/** `GET /api/user/progress/{fileId}`: where to resume the file's film or episode, or null. */
export const savedPositionSchema = z
  .strictObject({
    position: z.number().int().min(0),
    duration: z.number().int().min(1),
    updatedAt: z.iso.datetime(),
  })
  .nullable()
  .meta({ id: 'SavedPosition' });
export type SavedPosition = z.infer<typeof savedPositionSchema>;

/** The episode a history, continue-watching or next-episode item is about. */
export const watchedEpisodeSchema = z
  .strictObject({
    id: z.number().int(),
    seasonNumber: z.number().int(),
    number: z.number().int(),
    nameEn: z.string().nullable(),
    nameFa: z.string().nullable(),
  })
  .meta({ id: 'WatchedEpisode' });
export type WatchedEpisode = z.infer<typeof watchedEpisodeSchema>;

/** One finished play. `episode` is null for a film; `progress` is the share watched, 0–100. */
export const historyItemSchema = z
  .strictObject({
    id: z.number().int(),
    title: titleResultSchema,
    episode: watchedEpisodeSchema.nullable(),
    /** The file played, to open again; null when that file was since removed. */
    fileId: z.number().int().nullable(),
    /** Web route of the watch page for that file, or null without one. */
    watchPath: z.string().nullable(),
    progress: z.number().int().min(0).max(100),
    duration: z.number().int().min(1),
    watchedAt: z.iso.datetime(),
    /** How many plays of the same film or episode came before this one (0 for the first). */
    rewatchCount: z.number().int().min(0),
  })
  .meta({ id: 'HistoryItem' });
export type HistoryItem = z.infer<typeof historyItemSchema>;

/** A film or episode started and not finished: open `watchPath` to resume at `position`. */
export const continueWatchingItemSchema = z
  .strictObject({
    title: titleResultSchema,
    episode: watchedEpisodeSchema.nullable(),
    fileId: z.number().int(),
    watchPath: z.string(),
    position: z.number().int().min(0),
    duration: z.number().int().min(1),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'ContinueWatchingItem' });
export type ContinueWatchingItem = z.infer<typeof continueWatchingItemSchema>;

/** For a series: the next aired episode after the last one finished, with the file to play. */
export const nextEpisodeItemSchema = z
  .strictObject({
    title: titleResultSchema,
    episode: watchedEpisodeSchema,
    fileId: z.number().int(),
    watchPath: z.string(),
    /** When the episode before it was finished. */
    lastWatchedAt: z.iso.datetime(),
  })
  .meta({ id: 'NextEpisodeItem' });
export type NextEpisodeItem = z.infer<typeof nextEpisodeItemSchema>;

/** `GET /api/user/continue-watching`: two short lists, each newest first. */
export const continueWatchingSchema = z
  .strictObject({
    inProgress: z.array(continueWatchingItemSchema),
    nextEpisodes: z.array(nextEpisodeItemSchema),
  })
  .meta({ id: 'ContinueWatching' });
export type ContinueWatching = z.infer<typeof continueWatchingSchema>;
