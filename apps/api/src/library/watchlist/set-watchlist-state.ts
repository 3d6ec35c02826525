import type { WatchlistBody, WatchlistState } from '@pardeh/contract';
import type { DatabaseHandle } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { messages } from '../../messages.ts';
import { writeWatchlistItem } from './watchlist-db.ts';

/**
 * Adds a title to the profile's watchlist or removes it. Idempotent: adding a saved title or removing
 * an absent one answers the same state. An unknown title is a 404.
 */
export async function setWatchlistState(
  database: DatabaseHandle,
  profileId: number,
  titleId: number,
  { action }: WatchlistBody,
): Promise<WatchlistState> {
  const found = await writeWatchlistItem(database, profileId, titleId, action);
  if (!found) throw notFound(messages.titleNotFound);
  return { inWatchlist: action === 'add' };
}
