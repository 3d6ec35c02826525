import type { ComponentType } from 'react';

/**
 * One row of a route table: a page whose code is its own chunk. `load` stays
 * `() => import('<a literal path>').then((module) => module.Page)`, so the bundler sees each import:
 * one chunk per page, found by `build-plugins/page-preloads.ts`.
 */
export type PageRow = ({ path: string } | { index: true }) & {
  load: () => Promise<ComponentType>;
  /** Signed-in visitors only: the page sits behind RequireAuth. */
  auth?: true;
  /**
   * The server renders its first screen into the HTML (`entry-server.tsx`): a public page, the
   * same for every visitor, entered from outside (search engines, shared links).
   */
  serverRendered?: true;
};

/** The operator console: its own frame and route table, one lazy chunk for the rest of the app. */
export const consolePages: PageRow[] = [
  {
    path: 'admin/*',
    load: () => import('./admin-console.tsx').then((page) => page.AdminConsole),
    auth: true,
  },
];

/** The pages inside the header and footer; `auth`: signed-in only. */
export const sitePages: PageRow[] = [
  {
    index: true,
    load: () => import('../features/discover/routes/home.tsx').then((page) => page.HomePage),
    serverRendered: true,
  },
  {
    path: 'contact',
    load: () => import('../features/support/routes/contact.tsx').then((page) => page.ContactPage),
  },
  {
    path: 'titles/:id/files',
    load: () => import('../features/titles/routes/title-files.tsx').then((page) => page.TitleFilesPage),
  },
  {
    path: 'titles/:id/:slug',
    load: () => import('../features/titles/routes/title.tsx').then((page) => page.TitlePage),
    serverRendered: true,
  },
  {
    path: 'watch/trailer/:imdb',
    load: () => import('../features/watch/routes/trailer.tsx').then((page) => page.TrailerPage),
  },
  {
    path: 'watch/:imdb/:id',
    load: () => import('../features/watch/routes/watch.tsx').then((page) => page.WatchPage),
  },
  {
    path: 'tv',
    load: () => import('../features/discover/routes/series.tsx').then((page) => page.SeriesPage),
    serverRendered: true,
  },
  {
    path: 'movies',
    load: () => import('../features/discover/routes/movies.tsx').then((page) => page.MoviesPage),
    serverRendered: true,
  },
  {
    path: 'collections/:id/:slug',
    load: () => import('../features/collections/routes/collection.tsx').then((page) => page.CollectionPage),
    serverRendered: true,
  },
  {
    path: 'people/:role/:id/:slug',
    load: () => import('../features/people/routes/person.tsx').then((page) => page.PersonPage),
    serverRendered: true,
  },
  {
    path: 'comingsoon',
    load: () => import('../features/discover/routes/coming-soon.tsx').then((page) => page.ComingSoonPage),
    serverRendered: true,
  },
  {
    path: 'collections',
    load: () => import('../features/collections/routes/collections.tsx').then((page) => page.CollectionsPage),
    serverRendered: true,
  },
  {
    path: 'categories',
    load: () => import('../features/categories/routes/categories.tsx').then((page) => page.CategoriesPage),
    serverRendered: true,
  },
  {
    path: 'auth/login',
    load: () => import('../features/auth/routes/login.tsx').then((page) => page.LoginPage),
  },
  {
    path: 'auth/register',
    load: () => import('../features/auth/routes/register.tsx').then((page) => page.RegisterPage),
  },
  {
    path: 'auth/phone',
    load: () => import('../features/auth/routes/phone.tsx').then((page) => page.PhonePage),
  },
  {
    path: 'auth/confirm-email',
    load: () => import('../features/auth/routes/confirm-email.tsx').then((page) => page.ConfirmEmailPage),
  },
  {
    path: 'auth/forgot-password',
    load: () => import('../features/auth/routes/forgot-password.tsx').then((page) => page.ForgotPasswordPage),
  },
  {
    path: 'auth/reset-password/:token',
    load: () => import('../features/auth/routes/reset-password.tsx').then((page) => page.ResetPasswordPage),
  },
  {
    // Not guarded: a visitor already signed out just goes home (logout.tsx).
    path: 'auth/logout',
    load: () => import('../features/auth/routes/logout.tsx').then((page) => page.LogoutPage),
  },
  {
    path: 'premium/plans',
    load: () => import('../features/premium/routes/plans.tsx').then((page) => page.PlansPage),
  },
  {
    path: 'premium/plans/:id',
    load: () => import('../features/premium/routes/plan.tsx').then((page) => page.PlanPage),
  },
  {
    path: 'screenshots/:id',
    load: () => import('../features/titles/routes/screenshots.tsx').then((page) => page.ScreenshotsPage),
    auth: true,
  },
  {
    path: 'user/watchlist',
    load: () => import('../features/watchlist/routes/watchlist.tsx').then((page) => page.WatchlistPage),
    auth: true,
  },
  {
    path: 'user/history',
    load: () => import('../features/history/routes/history.tsx').then((page) => page.HistoryPage),
    auth: true,
  },
  {
    path: 'user/dashboard',
    load: () => import('../features/user/routes/dashboard.tsx').then((page) => page.DashboardPage),
    auth: true,
  },
  {
    path: 'user/edit-password',
    load: () => import('../features/user/routes/edit-password.tsx').then((page) => page.EditPasswordPage),
    auth: true,
  },
  {
    path: 'user/notifications',
    load: () =>
      import('../features/notifications/routes/notifications.tsx').then((page) => page.NotificationsPage),
    auth: true,
  },
  {
    path: 'user/profiles',
    load: () =>
      import('../features/profiles/routes/manage-profiles.tsx').then((page) => page.ManageProfilesPage),
    auth: true,
  },
  {
    path: 'profiles',
    load: () =>
      import('../features/profiles/routes/switch-profile.tsx').then((page) => page.SwitchProfilePage),
    auth: true,
  },
  {
    path: 'user/new-request',
    load: () => import('../features/requests/routes/new-request.tsx').then((page) => page.NewRequestPage),
    auth: true,
  },
  {
    path: 'gopremium',
    load: () => import('../features/premium/routes/go-premium.tsx').then((page) => page.GoPremiumPage),
    auth: true,
  },
  {
    path: 'premium/join/:id',
    load: () => import('../features/premium/routes/join.tsx').then((page) => page.JoinPage),
    auth: true,
  },
  {
    // Where the gateway's callback sends the browser back.
    path: 'premium/result/:orderId',
    load: () => import('../features/premium/routes/result.tsx').then((page) => page.ResultPage),
    auth: true,
  },
  {
    path: 'gift',
    load: () => import('../features/premium/routes/gift.tsx').then((page) => page.GiftPage),
    auth: true,
  },
];

/**
 * The address pattern of every page, as the router matches it: routes.tsx mounts both tables at
 * the root. The build writes them for the server (`build-plugins/page-paths.ts`), which answers
 * any other address with 404; `page-rows.test.ts` holds the two readings to each other. Nothing
 * here imports a component, so the build can read this file on its own.
 */
const pathOf = (row: PageRow): string => ('index' in row ? '/' : `/${row.path}`);

export const pagePaths: string[] = [...consolePages, ...sitePages].map(pathOf);

/** The patterns of the pages for signed-in visitors only (`auth`): the server sends others to sign in. */
export const signedInPaths: string[] = [...consolePages, ...sitePages].filter((row) => row.auth).map(pathOf);

/** The patterns of the pages the server renders (`serverRendered`). */
export const serverRenderedPaths: string[] = sitePages.filter((row) => row.serverRendered).map(pathOf);
