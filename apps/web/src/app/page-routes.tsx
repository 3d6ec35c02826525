import { type ComponentType, type ReactElement, Suspense } from 'react';
import { matchRoutes, type RouteObject, useRoutes } from 'react-router';
import { LoadingScreen } from '../components/layout/loading-screen.tsx';
import { RouteErrorBoundary } from '../components/route-error-boundary.tsx';
import { RequireAuth } from '../features/auth/components/require-auth.tsx';
import { retryableLazy } from '../lib/retryable-lazy.ts';
import type { PageRow } from './page-rows.ts';

/** How each lazily loaded page's element loads its code: the first page loads before the first render. */
const pageLoaders = new WeakMap<ReactElement, () => Promise<unknown>>();

/** An already fulfilled thenable: React.lazy reads its value at once instead of suspending. */
function fulfilled<Value>(value: Value): Promise<Value> {
  const thenable = {
    // biome-ignore lint/suspicious/noThenProperty: a thenable is what React.lazy takes.
    then: (onFulfilled: (value: Value) => unknown) => onFulfilled(value),
  };
  // React.lazy's type asks for a Promise; it only ever calls `then`.
  return thenable as unknown as Promise<Value>;
}

/**
 * A page whose code is its own chunk, loaded when the page is first visited. Once the chunk is
 * in, the page renders without suspending: the first page of a visit is loaded before the first
 * render (`preloadPage`), so it commits in one go instead of the loading screen first and the page
 * after React's 300 ms reveal throttle. A chunk that failed to arrive is fetched again when the
 * error page retries (retryableLazy).
 */
function lazyPage(load: () => Promise<ComponentType>): ReactElement {
  let page: ComponentType | undefined;
  const loadPage = async () => {
    page = await load();
    return { default: page };
  };
  const Page = retryableLazy(() => (page ? fulfilled({ default: page }) : loadPage()));
  const element = <Page />;
  pageLoaders.set(element, loadPage);
  return element;
}

/** The routes of `rows`, in order, then one RequireAuth group of those marked `auth`. */
export function pageRoutes(rows: readonly PageRow[]): RouteObject[] {
  const route = (row: PageRow): RouteObject => {
    const element = lazyPage(row.load);
    return 'index' in row ? { index: true, element } : { path: row.path, element };
  };
  const signedInOnly = rows.filter((row) => row.auth).map(route);
  return [
    ...rows.filter((row) => !row.auth).map(route),
    ...(signedInOnly.length > 0 ? [{ element: <RequireAuth />, children: signedInOnly }] : []),
  ];
}

/** Loads the code of the page `routes` show at `pathname` (nothing for a page that is not lazy). */
export async function preloadPageIn(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(matches.map((match) => pageLoaders.get(match.route.element as ReactElement)?.()));
}

/** The page of `routes` for the current location; the outer boundary catches a layout that fails. */
export function PageRoutes({ routes }: { routes: RouteObject[] }) {
  const page = useRoutes(routes);
  return (
    <RouteErrorBoundary>
      <Suspense fallback={<LoadingScreen />}>{page}</Suspense>
    </RouteErrorBoundary>
  );
}
