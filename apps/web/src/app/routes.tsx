import { type ComponentType, lazy, type ReactElement, Suspense } from 'react';
import { matchRoutes, type RouteObject, useRoutes } from 'react-router';
import { LoadingScreen } from '../components/layout/loading-screen.tsx';
import { NotFoundPage } from '../components/not-found-page.tsx';
import { RouteErrorBoundary } from '../components/route-error-boundary.tsx';
import { RequireAuth } from '../features/auth/components/require-auth.tsx';
import { RootLayout } from './root-layout.tsx';

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
 * after React's 300 ms reveal throttle.
 */
function lazyPage<Module>(
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType,
): ReactElement {
  let page: ComponentType | undefined;
  const loadPage = async () => {
    page = pick(await load());
    return { default: page };
  };
  const Page = lazy(() => (page ? fulfilled({ default: page }) : loadPage()));
  const element = <Page />;
  pageLoaders.set(element, loadPage);
  return element;
}

/**
 * The route table of SPEC §2. Each page is its own chunk, loaded when first visited: the splash
 * covers the first load (main.tsx loads the page's code before the first render), the top progress
 * bar later ones (navigations are transitions, so the old page stays until the new one is ready);
 * the loading screen shows only when that first load failed and the page tries again. RootLayout
 * catches page errors, so the error page keeps the header and footer.
 */
const routes: RouteObject[] = [
  {
    // The operator console: its own frame and route table, one lazy chunk for the rest of the app.
    element: <RequireAuth />,
    children: [
      {
        path: 'admin/*',
        element: lazyPage(
          () => import('../features/admin/index.ts'),
          (admin) => admin.AdminApp,
        ),
      },
    ],
  },
  {
    path: '/',
    element: <RootLayout />,
    children: [
      {
        index: true,
        element: lazyPage(
          () => import('../features/discover/routes/home.tsx'),
          (page) => page.HomePage,
        ),
      },
      {
        path: 'contact',
        element: lazyPage(
          () => import('../features/support/routes/contact.tsx'),
          (page) => page.ContactPage,
        ),
      },
      {
        path: 'titles/:id/files',
        element: lazyPage(
          () => import('../features/titles/routes/title-files.tsx'),
          (page) => page.TitleFilesPage,
        ),
      },
      {
        path: 'titles/:id/:slug',
        element: lazyPage(
          () => import('../features/titles/routes/title.tsx'),
          (page) => page.TitlePage,
        ),
      },
      {
        path: 'watch/trailer/:imdb',
        element: lazyPage(
          () => import('../features/watch/routes/trailer.tsx'),
          (page) => page.TrailerPage,
        ),
      },
      {
        path: 'watch/:imdb/:id',
        element: lazyPage(
          () => import('../features/watch/routes/watch.tsx'),
          (page) => page.WatchPage,
        ),
      },
      {
        path: 'tv',
        element: lazyPage(
          () => import('../features/discover/routes/series.tsx'),
          (page) => page.SeriesPage,
        ),
      },
      {
        path: 'collections/:id/:slug',
        element: lazyPage(
          () => import('../features/collections/routes/collection.tsx'),
          (page) => page.CollectionPage,
        ),
      },
      {
        path: 'people/:role/:id/:slug',
        element: lazyPage(
          () => import('../features/people/routes/person.tsx'),
          (page) => page.PersonPage,
        ),
      },
      {
        path: 'comingsoon',
        element: lazyPage(
          () => import('../features/discover/routes/coming-soon.tsx'),
          (page) => page.ComingSoonPage,
        ),
      },
      {
        path: 'collections',
        element: lazyPage(
          () => import('../features/collections/routes/collections.tsx'),
          (page) => page.CollectionsPage,
        ),
      },
      {
        path: 'categories',
        element: lazyPage(
          () => import('../features/categories/routes/categories.tsx'),
          (page) => page.CategoriesPage,
        ),
      },
      {
        path: 'auth/login',
        element: lazyPage(
          () => import('../features/auth/routes/login.tsx'),
          (page) => page.LoginPage,
        ),
      },
      {
        path: 'auth/register',
        element: lazyPage(
          () => import('../features/auth/routes/register.tsx'),
          (page) => page.RegisterPage,
        ),
      },
      {
        path: 'auth/forgot-password',
        element: lazyPage(
          () => import('../features/auth/routes/forgot-password.tsx'),
          (page) => page.ForgotPasswordPage,
        ),
      },
      {
        path: 'auth/reset-password/:token',
        element: lazyPage(
          () => import('../features/auth/routes/reset-password.tsx'),
          (page) => page.ResetPasswordPage,
        ),
      },
      {
        // Not guarded: a visitor already signed out just goes home (logout.tsx).
        path: 'auth/logout',
        element: lazyPage(
          () => import('../features/auth/routes/logout.tsx'),
          (page) => page.LogoutPage,
        ),
      },
      {
        path: 'premium/plans',
        element: lazyPage(
          () => import('../features/premium/routes/plans.tsx'),
          (page) => page.PlansPage,
        ),
      },
      {
        path: 'premium/plans/:id',
        element: lazyPage(
          () => import('../features/premium/routes/plan.tsx'),
          (page) => page.PlanPage,
        ),
      },
      {
        // Signed-in only (SPEC §2).
        element: <RequireAuth />,
        children: [
          {
            path: 'screenshots/:id',
            element: lazyPage(
              () => import('../features/titles/routes/screenshots.tsx'),
              (page) => page.ScreenshotsPage,
            ),
          },
          {
            path: 'user/watchlist',
            element: lazyPage(
              () => import('../features/watchlist/routes/watchlist.tsx'),
              (page) => page.WatchlistPage,
            ),
          },
          {
            path: 'user/history',
            element: lazyPage(
              () => import('../features/history/routes/history.tsx'),
              (page) => page.HistoryPage,
            ),
          },
          {
            path: 'user/dashboard',
            element: lazyPage(
              () => import('../features/user/routes/dashboard.tsx'),
              (page) => page.DashboardPage,
            ),
          },
          {
            path: 'user/edit-password',
            element: lazyPage(
              () => import('../features/user/routes/edit-password.tsx'),
              (page) => page.EditPasswordPage,
            ),
          },
          {
            path: 'user/notifications',
            element: lazyPage(
              () => import('../features/notifications/routes/notifications.tsx'),
              (page) => page.NotificationsPage,
            ),
          },
          {
            path: 'user/new-request',
            element: lazyPage(
              () => import('../features/requests/routes/new-request.tsx'),
              (page) => page.NewRequestPage,
            ),
          },
          {
            path: 'gopremium',
            element: lazyPage(
              () => import('../features/premium/routes/go-premium.tsx'),
              (page) => page.GoPremiumPage,
            ),
          },
          {
            path: 'premium/join/:id',
            element: lazyPage(
              () => import('../features/premium/routes/join.tsx'),
              (page) => page.JoinPage,
            ),
          },
          {
            // Where the gateway's callback sends the browser back.
            path: 'premium/result/:orderId',
            element: lazyPage(
              () => import('../features/premium/routes/result.tsx'),
              (page) => page.ResultPage,
            ),
          },
          {
            path: 'gift',
            element: lazyPage(
              () => import('../features/premium/routes/gift.tsx'),
              (page) => page.GiftPage,
            ),
          },
        ],
      },
      // Not lazy: small, and the first chunk has what it uses anyway.
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/** Loads the code of the page at `pathname` (nothing for a page in the first chunk). */
export async function preloadPage(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(matches.map((match) => pageLoaders.get(match.route.element as ReactElement)?.()));
}

/** The page for the current location; the outer boundary catches a layout that fails to render. */
export function AppRoutes() {
  const page = useRoutes(routes);
  return (
    <RouteErrorBoundary>
      <Suspense fallback={<LoadingScreen />}>{page}</Suspense>
    </RouteErrorBoundary>
  );
}
