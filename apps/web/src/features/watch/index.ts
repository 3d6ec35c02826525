/** What other features may use from the watch feature. */
export { watchFileQueryOptions } from './api/get-watch-file.ts';
export { usePrefetchWatch } from './lib/prefetch-watch.ts';
