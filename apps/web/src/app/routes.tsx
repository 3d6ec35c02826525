import { type ComponentType, lazy, type ReactElement, Suspense } from 'react';
import { type RouteObject, useRoutes } from 'react-router';
import { LoadingScreen } from '../components/layout/loading-screen.tsx';
import { NotFoundPage } from '../components/not-found-page.tsx';
import { RouteErrorBoundary } from '../components/route-error-boundary.tsx';
import { RequireAuth } from '../features/auth/components/require-auth.tsx';
import { RootLayout } from './root-layout.tsx';

/** A page whose code is its own chunk, loaded when the page is first visited. */
function lazyPage<Module>(
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType,
): ReactElement {
  const Page = lazy(async () => ({ default: pick(await load()) }));
  return <Page />;
}

/**
 * The route table of SPEC §2. Each page is its own chunk, loaded when first visited: the full-screen
 * loading screen covers the first load, the top progress bar later ones (navigations are
 * transitions, so the old page stays until the new one is ready). RootLayout catches page errors,
 * so the error page keeps the header and footer.
 */
const routes: RouteObject[] = [
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
        path: 'premium/join/:id',
        element: lazyPage(
          () => import('../features/premium/routes/join.tsx'),
          (page) => page.JoinPage,
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
            path: 'auth/logout',
            element: lazyPage(
              () => import('../features/auth/routes/logout.tsx'),
              (page) => page.LogoutPage,
            ),
          },
          {
            path: 'user/watchlist',
            element: lazyPage(
              () => import('../features/user/routes/watchlist.tsx'),
              (page) => page.WatchlistPage,
            ),
          },
          {
            path: 'user/history',
            element: lazyPage(
              () => import('../features/user/routes/history.tsx'),
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
              () => import('../features/user/routes/notifications.tsx'),
              (page) => page.NotificationsPage,
            ),
          },
          {
            path: 'user/new-request',
            element: lazyPage(
              () => import('../features/user/routes/new-request.tsx'),
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

/** The page for the current location; the outer boundary catches a layout that fails to render. */
export function AppRoutes() {
  const page = useRoutes(routes);
  return (
    <RouteErrorBoundary>
      <Suspense fallback={<LoadingScreen />}>{page}</Suspense>
    </RouteErrorBoundary>
  );
}
