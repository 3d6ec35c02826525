import { retryableLazy } from '../../lib/retryable-lazy.ts';

/**
 * The history feature's face to the rest of the app. Both parts are lazy: this module is imported
 * by the home page's first screen, which must carry neither the watch page's progress reporting
 * nor the signed-in row's code (`@__PURE__` lets the bundler drop the wrapper a page does not use).
 */

/** The watch page's progress reporting, resume and «from the start» choice (signed-in viewers). */
export const WatchProgress = /* @__PURE__ */ retryableLazy(() =>
  import('./components/watch-progress.tsx').then((module) => ({ default: module.WatchProgress })),
);

/** The home page's continue-watching row: render it for signed-in users only, after the first paint. */
export const ContinueWatchingRow = /* @__PURE__ */ retryableLazy(() =>
  import('./components/continue-watching-row.tsx').then((module) => ({
    default: module.ContinueWatchingRow,
  })),
);
