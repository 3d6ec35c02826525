import type { RouteObject } from 'react-router';
import { adminRoute } from '../../admin-shell/index.ts';

/** The console's missed searches, relative to `/admin`; its own chunk. */
export const searchMissesRoutes: RouteObject[] = [
  adminRoute(
    'search-misses',
    () => import('./search-misses.tsx'),
    (m) => m.AdminSearchMissesPage,
  ),
];
