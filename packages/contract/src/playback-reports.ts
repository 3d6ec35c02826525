import { z } from 'zod';
import { idParamSchema, rowIdSchema } from './common.ts';

/**
 * Quality-of-experience reports the player sends with `navigator.sendBeacon`
 * (`POST /api/playback/reports`) and the console's figures made from them
 * (`GET /api/admin/playback/quality`). A report names a play, not a person: a random id per play,
 * the title and file, and what the play went through. Every number is bounded so one beacon cannot
 * skew the aggregates.
 */

/** The most reports one beacon carries: the player flushes long before it has this many. */
export const PLAYBACK_REPORTS_PER_BATCH = 20;

/** Twelve hours in seconds: no single play lasts longer. */
const MAX_PLAY_SECONDS = 12 * 60 * 60;
const MAX_PLAY_MS = MAX_PLAY_SECONDS * 1000;

const count = (max: number) => z.number().int().min(0).max(max);

export const playbackReportSchema = z
  .strictObject({
    /** Random per play (`crypto.randomUUID()`): later reports of a play replace its totals. */
    sessionId: z.uuid(),
    titleId: rowIdSchema,
    fileId: rowIdSchema,
    /** From the play request to the first frame; null when the play never started. */
    startupMs: count(10 * 60 * 1000).nullable(),
    rebufferCount: count(10_000),
    rebufferMs: count(MAX_PLAY_MS),
    qualitySwitches: count(10_000),
    /** A short code of the error that stopped the play (`media-decode`, `hls-network` …), or null. */
    fatalError: z
      .string()
      .regex(/^[a-z0-9][a-z0-9._-]{0,39}$/)
      .nullable(),
    /** Time actually playing, in seconds. */
    watchSeconds: z.number().min(0).max(MAX_PLAY_SECONDS),
  })
  .meta({ id: 'PlaybackReport' });
export type PlaybackReport = z.infer<typeof playbackReportSchema>;

export const playbackReportBatchSchema = z
  .strictObject({ reports: z.array(playbackReportSchema).min(1).max(PLAYBACK_REPORTS_PER_BATCH) })
  .meta({ id: 'PlaybackReportBatch' });
export type PlaybackReportBatch = z.infer<typeof playbackReportBatchSchema>;

/** The console's windows, in days (Tehran days, today included). */
export const playbackQualityWindows = [7, 30] as const;

export const playbackQualityQuerySchema = z.object({
  days: z
    .enum(['7', '30'])
    .default('7')
    .transform((days) => Number(days) as (typeof playbackQualityWindows)[number]),
  titleId: idParamSchema.optional(),
});
export type PlaybackQualityQuery = z.input<typeof playbackQualityQuerySchema>;

/** Figures of a set of plays; the percentiles and the ratio are null when no play had them. */
export const playbackFiguresSchema = z
  .object({
    plays: z.number().int().min(0),
    startupP50Ms: z.number().int().min(0).nullable(),
    startupP95Ms: z.number().int().min(0).nullable(),
    /** Time spent rebuffering over time spent playing. */
    rebufferRatio: z.number().min(0).nullable(),
    /** Plays that ended on a fatal error. */
    errors: z.number().int().min(0),
  })
  .meta({ id: 'PlaybackFigures' });
export type PlaybackFigures = z.infer<typeof playbackFiguresSchema>;

export const playbackQualityTitleSchema = z
  .object({ id: z.number().int(), titleEn: z.string(), titleFa: z.string().nullable() })
  .meta({ id: 'PlaybackQualityTitle' });
export type PlaybackQualityTitle = z.infer<typeof playbackQualityTitleSchema>;

export const playbackQualitySchema = z
  .object({
    days: z.literal(playbackQualityWindows),
    /** The title the figures are limited to; null for the whole site. */
    title: playbackQualityTitleSchema.nullable(),
    /** One entry per Tehran day (`YYYY-MM-DD`), oldest first, days without plays included. */
    daily: z.array(playbackFiguresSchema.extend({ day: z.iso.date() })),
    totals: playbackFiguresSchema,
    /** The site's most played titles in the window, most plays first. */
    topTitles: z.array(playbackFiguresSchema.extend({ title: playbackQualityTitleSchema })),
  })
  .meta({ id: 'PlaybackQuality' });
export type PlaybackQuality = z.infer<typeof playbackQualitySchema>;
