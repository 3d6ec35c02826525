import type { RouteObject } from 'react-router';
import { adminRoute } from '../../admin-shell/index.ts';

/** The console's plans page (`/admin/plans`), its own chunk. */
export const plansRoutes: RouteObject[] = [
  adminRoute(
    'plans',
    () => import('./plans.tsx'),
    (m) => m.AdminPlansPage,
  ),
];
