import type { RouteObject } from 'react-router';
import { adminRoute } from '../../admin-shell/index.ts';

/** The console's dashboard (`/admin`) and audit log, relative to `/admin`; each page its own chunk. */
export const dashboardRoutes: RouteObject[] = [
  adminRoute(
    '',
    () => import('./dashboard.tsx'),
    (m) => m.AdminDashboardPage,
  ),
  adminRoute(
    'audit',
    () => import('./audit.tsx'),
    (m) => m.AdminAuditPage,
  ),
];
