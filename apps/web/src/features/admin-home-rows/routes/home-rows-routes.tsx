import type { RouteObject } from 'react-router';
import { adminRoute } from '../../admin-shell/index.ts';

/** The console's collections and home-row pages, relative to `/admin`; each page its own chunk. */
export const homeRowsRoutes: RouteObject[] = [
  adminRoute(
    'collections',
    () => import('./collections.tsx'),
    (m) => m.AdminCollectionsPage,
  ),
  adminRoute(
    'collections/:id',
    () => import('./collection-edit.tsx'),
    (m) => m.AdminCollectionEditPage,
  ),
  adminRoute(
    'home',
    () => import('./home-rows.tsx'),
    (m) => m.AdminHomeRowsPage,
  ),
];
