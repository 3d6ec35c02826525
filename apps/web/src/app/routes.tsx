import type { RouteObject } from 'react-router';
import { LoadingScreen } from '../components/layout/loading-screen.tsx';
import { NotFoundPage } from '../components/not-found-page.tsx';
import { RouteErrorPage } from '../components/route-error-page.tsx';
import { RequireAuth } from '../features/auth/components/require-auth.tsx';
import { RootLayout } from './root-layout.tsx';

/**
 * The route table of SPEC §2. Each page is its own chunk, loaded when first visited (the full-screen
 * loading screen covers the first load, the top progress bar later ones). The pathless child of
 * the root catches page errors, so the error page keeps the header and footer.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    HydrateFallback: LoadingScreen,
    ErrorBoundary: RouteErrorPage,
    children: [
      {
        ErrorBoundary: RouteErrorPage,
        children: [
          {
            index: true,
            lazy: async () => ({
              Component: (await import('../features/discover/routes/home.tsx')).HomePage,
            }),
          },
          {
            path: 'contact',
            lazy: async () => ({
              Component: (await import('../features/support/routes/contact.tsx')).ContactPage,
            }),
          },
          {
            path: 'titles/:id/files',
            lazy: async () => ({
              Component: (await import('../features/titles/routes/title-files.tsx')).TitleFilesPage,
            }),
          },
          {
            path: 'titles/:id/:slug',
            lazy: async () => ({
              Component: (await import('../features/titles/routes/title.tsx')).TitlePage,
            }),
          },
          {
            path: 'watch/trailer/:imdb',
            lazy: async () => ({
              Component: (await import('../features/watch/routes/trailer.tsx')).TrailerPage,
            }),
          },
          {
            path: 'watch/:imdb/:id',
            lazy: async () => ({ Component: (await import('../features/watch/routes/watch.tsx')).WatchPage }),
          },
          {
            path: 'tv',
            lazy: async () => ({
              Component: (await import('../features/discover/routes/series.tsx')).SeriesPage,
            }),
          },
          {
            path: 'collections/:id/:slug',
            lazy: async () => ({
              Component: (await import('../features/collections/routes/collection.tsx')).CollectionPage,
            }),
          },
          {
            path: 'people/:role/:id/:slug',
            lazy: async () => ({
              Component: (await import('../features/people/routes/person.tsx')).PersonPage,
            }),
          },
          {
            path: 'comingsoon',
            lazy: async () => ({
              Component: (await import('../features/discover/routes/coming-soon.tsx')).ComingSoonPage,
            }),
          },
          {
            path: 'collections',
            lazy: async () => ({
              Component: (await import('../features/collections/routes/collections.tsx')).CollectionsPage,
            }),
          },
          {
            path: 'categories',
            lazy: async () => ({
              Component: (await import('../features/categories/routes/categories.tsx')).CategoriesPage,
            }),
          },
          {
            path: 'auth/login',
            lazy: async () => ({ Component: (await import('../features/auth/routes/login.tsx')).LoginPage }),
          },
          {
            path: 'auth/register',
            lazy: async () => ({
              Component: (await import('../features/auth/routes/register.tsx')).RegisterPage,
            }),
          },
          {
            path: 'auth/forgot-password',
            lazy: async () => ({
              Component: (await import('../features/auth/routes/forgot-password.tsx')).ForgotPasswordPage,
            }),
          },
          {
            path: 'auth/reset-password/:token',
            lazy: async () => ({
              Component: (await import('../features/auth/routes/reset-password.tsx')).ResetPasswordPage,
            }),
          },
          {
            path: 'premium/plans',
            lazy: async () => ({
              Component: (await import('../features/premium/routes/plans.tsx')).PlansPage,
            }),
          },
          {
            path: 'premium/plans/:id',
            lazy: async () => ({ Component: (await import('../features/premium/routes/plan.tsx')).PlanPage }),
          },
          {
            path: 'premium/join/:id',
            lazy: async () => ({ Component: (await import('../features/premium/routes/join.tsx')).JoinPage }),
          },
          {
            // Signed-in only (SPEC §2).
            Component: RequireAuth,
            children: [
              {
                path: 'screenshots/:id',
                lazy: async () => ({
                  Component: (await import('../features/titles/routes/screenshots.tsx')).ScreenshotsPage,
                }),
              },
              {
                path: 'auth/logout',
                lazy: async () => ({
                  Component: (await import('../features/auth/routes/logout.tsx')).LogoutPage,
                }),
              },
              {
                path: 'user/watchlist',
                lazy: async () => ({
                  Component: (await import('../features/user/routes/watchlist.tsx')).WatchlistPage,
                }),
              },
              {
                path: 'user/history',
                lazy: async () => ({
                  Component: (await import('../features/user/routes/history.tsx')).HistoryPage,
                }),
              },
              {
                path: 'user/dashboard',
                lazy: async () => ({
                  Component: (await import('../features/user/routes/dashboard.tsx')).DashboardPage,
                }),
              },
              {
                path: 'user/edit-password',
                lazy: async () => ({
                  Component: (await import('../features/user/routes/edit-password.tsx')).EditPasswordPage,
                }),
              },
              {
                path: 'user/notifications',
                lazy: async () => ({
                  Component: (await import('../features/user/routes/notifications.tsx')).NotificationsPage,
                }),
              },
              {
                path: 'user/new-request',
                lazy: async () => ({
                  Component: (await import('../features/user/routes/new-request.tsx')).NewRequestPage,
                }),
              },
              {
                path: 'gopremium',
                lazy: async () => ({
                  Component: (await import('../features/premium/routes/go-premium.tsx')).GoPremiumPage,
                }),
              },
              {
                path: 'gift',
                lazy: async () => ({
                  Component: (await import('../features/premium/routes/gift.tsx')).GiftPage,
                }),
              },
            ],
          },
          // Not lazy: the error page shows it too, so it is in the first chunk anyway.
          { path: '*', Component: NotFoundPage },
        ],
      },
    ],
  },
];
