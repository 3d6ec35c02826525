import type { ComponentType, ReactElement } from 'react';
import type { RouteObject } from 'react-router';
import { retryableLazy } from '../../../lib/retryable-lazy.ts';
import { AdminNotFound } from '../components/admin-not-found.tsx';

/** A console page whose code is its own chunk, loaded when the page is first opened. */
function adminPage<Module>(
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType,
): ReactElement {
  const Page = retryableLazy(() => load().then((module) => ({ default: pick(module) })));
  return <Page />;
}

/**
 * The console's own route table, relative to `/admin`. Each section adds its routes here (one
 * line per page) and its entry in components/admin-nav-items.ts.
 */
export const adminRoutes: RouteObject[] = [
  {
    index: true,
    element: adminPage(
      () => import('./dashboard.tsx'),
      (m) => m.AdminDashboardPage,
    ),
  },
  {
    path: 'titles',
    element: adminPage(
      () => import('./titles.tsx'),
      (m) => m.AdminTitlesPage,
    ),
  },
  {
    path: 'titles/:id',
    element: adminPage(
      () => import('./title-edit.tsx'),
      (m) => m.AdminTitleEditPage,
    ),
  },
  {
    path: 'people',
    element: adminPage(
      () => import('./people.tsx'),
      (m) => m.AdminPeoplePage,
    ),
  },
  {
    path: 'people/:id',
    element: adminPage(
      () => import('./person-edit.tsx'),
      (m) => m.AdminPersonEditPage,
    ),
  },
  {
    path: 'collections',
    element: adminPage(
      () => import('./collections.tsx'),
      (m) => m.AdminCollectionsPage,
    ),
  },
  {
    path: 'collections/:id',
    element: adminPage(
      () => import('./collection-edit.tsx'),
      (m) => m.AdminCollectionEditPage,
    ),
  },
  {
    path: 'home',
    element: adminPage(
      () => import('./home-rows.tsx'),
      (m) => m.AdminHomeRowsPage,
    ),
  },
  {
    path: 'audit',
    element: adminPage(
      () => import('./audit.tsx'),
      (m) => m.AdminAuditPage,
    ),
  },
  {
    path: 'requests',
    element: adminPage(
      () => import('./requests.tsx'),
      (m) => m.AdminRequestsPage,
    ),
  },
  {
    path: 'comments',
    element: adminPage(
      () => import('./comments.tsx'),
      (m) => m.AdminCommentsPage,
    ),
  },
  {
    path: 'support',
    element: adminPage(
      () => import('./support.tsx'),
      (m) => m.AdminSupportPage,
    ),
  },
  {
    path: 'support/:id',
    element: adminPage(
      () => import('./support-message.tsx'),
      (m) => m.AdminSupportMessagePage,
    ),
  },
  {
    path: 'users',
    element: adminPage(
      () => import('./users.tsx'),
      (m) => m.AdminUsersPage,
    ),
  },
  {
    path: 'users/:id',
    element: adminPage(
      () => import('./user.tsx'),
      (m) => m.AdminUserPage,
    ),
  },
  {
    path: 'titles/:id/media',
    element: adminPage(
      () => import('./title-media.tsx'),
      (m) => m.AdminTitleMediaPage,
    ),
  },
  {
    path: 'media',
    element: adminPage(
      () => import('./media.tsx'),
      (m) => m.AdminMediaJobsPage,
    ),
  },
  { path: '*', element: <AdminNotFound /> },
];
