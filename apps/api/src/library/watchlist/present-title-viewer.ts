import type { LikeValue, TitleViewerState } from '@pardeh/contract';
import type { TitleViewerRow } from './watchlist-db.ts';

export function presentTitleViewerState(row: TitleViewerRow): TitleViewerState {
  const { progress } = row;
  return {
    likes: row.likes,
    dislikes: row.dislikes,
    viewer: {
      inWatchlist: row.in_watchlist,
      like: row.like as LikeValue,
      progress: progress && {
        ...progress,
        // json_build_object writes the database's own timestamp format; the contract wants ISO.
        updatedAt: new Date(progress.updatedAt).toISOString(),
      },
    },
  };
}
