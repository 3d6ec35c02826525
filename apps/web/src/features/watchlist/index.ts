/** What other features may use from the watchlist feature: the title page's library state and calls. */
export { useTitleViewer } from './api/get-title-viewer.ts';
export { useSetTitleLike } from './api/set-title-like.ts';
export { useSetWatchlistState } from './api/set-watchlist-state.ts';
