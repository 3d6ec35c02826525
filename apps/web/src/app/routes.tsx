import type { RouteObject } from 'react-router';
import { NotFoundPage } from '../components/not-found-page.tsx';
import { PageRoutes, pageRoutes, preloadPageIn } from './page-routes.tsx';
import { consolePages, sitePages } from './page-rows.ts';
import { RootLayout } from './root-layout.tsx';

/**
 * The route table: the rows of page-rows.ts, the site's inside RootLayout, the console's beside it
 * (both at the root, as `pagePaths` says). Each page is its own chunk, loaded when first visited:
 * the splash covers the first load (main.tsx loads the page's code before the first render), the top progress
 * bar later ones (navigations are transitions, so the old page stays until the new one is ready);
 * the loading screen shows only when that first load failed and the page tries again. RootLayout
 * catches page errors, so the error page keeps the header and footer. Any other address shows
 * the not-found page (and the server answers it with 404).
 */
export const routes: RouteObject[] = [
  ...pageRoutes(consolePages),
  {
    path: '/',
    element: <RootLayout />,
    children: [
      ...pageRoutes(sitePages),
      // Not lazy: small, and the first chunk has what it uses anyway.
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/** Loads the code of the page at `pathname` (nothing for a page in the first chunk). */
export const preloadPage = (pathname: string): Promise<void> => preloadPageIn(routes, pathname);

/** The page for the current location. */
export function AppRoutes() {
  return <PageRoutes routes={routes} />;
}
