import type { RouteObject } from 'react-router';
import { adminRoute } from '../../admin-shell/index.ts';

/** The console's users pages, relative to `/admin`; each page its own chunk. */
export const usersRoutes: RouteObject[] = [
  adminRoute(
    'users',
    () => import('./users.tsx'),
    (m) => m.AdminUsersPage,
  ),
  adminRoute(
    'users/:id',
    () => import('./user.tsx'),
    (m) => m.AdminUserPage,
  ),
];
