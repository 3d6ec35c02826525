import { z } from 'zod';
import { titleResultSchema, titleTypeSchema } from '../catalog/title-result.ts';
import { paginationQuerySchema } from '../common.ts';

/** `POST /api/user/watchlist/{titleId}`: adding twice or removing an absent title is not an error. */
export const watchlistBodySchema = z
  .strictObject({ action: z.enum(['add', 'remove']) })
  .meta({ id: 'WatchlistBody' });
export type WatchlistBody = z.infer<typeof watchlistBodySchema>;

/** The title's watchlist state for the caller after the change. */
export const watchlistStateSchema = z
  .strictObject({ inWatchlist: z.boolean() })
  .meta({ id: 'WatchlistState' });
export type WatchlistState = z.infer<typeof watchlistStateSchema>;

/** `GET /api/user/watchlist`: newest first, optionally only films or only series. */
export const watchlistQuerySchema = paginationQuerySchema.extend({ type: titleTypeSchema.optional() });
export type WatchlistQuery = z.infer<typeof watchlistQuerySchema>;

/** A saved title: the title result every list shows, plus when it was saved. */
export const watchlistItemSchema = titleResultSchema
  .extend({ addedAt: z.iso.datetime({ offset: true }) })
  .meta({ id: 'WatchlistItem' });
export type WatchlistItem = z.infer<typeof watchlistItemSchema>;
