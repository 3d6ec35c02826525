import type { RouteObject } from 'react-router';
import { adminRoute } from '../../admin-shell/index.ts';

/** The console's support inbox, relative to `/admin`; each page its own chunk. */
export const supportRoutes: RouteObject[] = [
  adminRoute(
    'support',
    () => import('./support.tsx'),
    (m) => m.AdminSupportPage,
  ),
  adminRoute(
    'support/:id',
    () => import('./support-message.tsx'),
    (m) => m.AdminSupportMessagePage,
  ),
];
