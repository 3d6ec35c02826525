import type { RouteObject } from 'react-router';
import { adminRoute } from '../../admin-shell/index.ts';

/** The console's requests and comments pages, relative to `/admin`; each page its own chunk. */
export const moderationRoutes: RouteObject[] = [
  adminRoute(
    'requests',
    () => import('./requests.tsx'),
    (m) => m.AdminRequestsPage,
  ),
  adminRoute(
    'comments',
    () => import('./comments.tsx'),
    (m) => m.AdminCommentsPage,
  ),
];
