import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { retryableLazy } from '../../../lib/retryable-lazy.ts';

/**
 * A console page at `path` (relative to `/admin`; `''` is `/admin` itself) whose code is its own
 * chunk, loaded when the page is first opened. `load` stays `() => import('<a literal path>')`, so
 * the bundler sees each page.
 */
export function adminRoute<Module>(
  path: string,
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType,
): RouteObject {
  const Page = retryableLazy(() => load().then((module) => ({ default: pick(module) })));
  return path ? { path, element: <Page /> } : { index: true, element: <Page /> };
}
