import type { WatchlistItem } from '@pardeh/contract';
import { presentTitleResult } from '../../catalog/presenters/title-presenter.ts';
import type { WatchlistRow } from './watchlist-db.ts';

export const presentWatchlistItem = (row: WatchlistRow): WatchlistItem => ({
  ...presentTitleResult(row),
  addedAt: new Date(row.added_at).toISOString(),
});
