import { z } from 'zod';
import { likeValueSchema } from './likes.ts';

/** Where the caller stopped in a title: their most recently updated unfinished film or episode. */
export const titleViewerProgressSchema = z
  .strictObject({
    fileId: z.number().int(),
    /** Null for a film. */
    episodeId: z.number().int().nullable(),
    positionSeconds: z.number().int().min(0),
    durationSeconds: z.number().int().min(1),
    updatedAt: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'TitleViewerProgress' });
export type TitleViewerProgress = z.infer<typeof titleViewerProgressSchema>;

/** What the signed-in caller keeps about one title: watchlist, own like, progress. */
export const titleViewerSchema = z
  .strictObject({
    inWatchlist: z.boolean(),
    like: likeValueSchema,
    progress: titleViewerProgressSchema.nullable(),
  })
  .meta({ id: 'TitleViewer' });
export type TitleViewer = z.infer<typeof titleViewerSchema>;

/**
 * `GET /api/titles/{id}/viewer` (bearer): the title's fresh like counts and the caller's state,
 * the small call a page makes when it already has the cached, anonymous title detail.
 */
export const titleViewerStateSchema = z
  .strictObject({
    likes: z.number().int().min(0),
    dislikes: z.number().int().min(0),
    viewer: titleViewerSchema,
  })
  .meta({ id: 'TitleViewerState' });
export type TitleViewerState = z.infer<typeof titleViewerStateSchema>;
