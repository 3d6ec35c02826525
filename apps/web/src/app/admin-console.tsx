import type { RouteObject } from 'react-router';
import { catalogueRoutes } from '../features/admin-catalogue/index.ts';
import { dashboardRoutes } from '../features/admin-dashboard/index.ts';
import { homeRowsRoutes } from '../features/admin-home-rows/index.ts';
import { mediaRoutes } from '../features/admin-media/index.ts';
import { moderationRoutes } from '../features/admin-moderation/index.ts';
import { plansRoutes } from '../features/admin-plans/index.ts';
import { playbackRoutes } from '../features/admin-playback/index.ts';
import { searchMissesRoutes } from '../features/admin-search-misses/index.ts';
import { AdminApp } from '../features/admin-shell/index.ts';
import { supportRoutes } from '../features/admin-support/index.ts';
import { usersRoutes } from '../features/admin-users/index.ts';

/**
 * The console's route table, relative to `/admin`: each admin feature's pages (each its own lazy
 * chunk). A new section adds its routes here and its entry in the shell's navigation
 * (features/admin-shell/components/admin-nav-items.ts).
 */
const consoleRoutes: RouteObject[] = [
  ...dashboardRoutes,
  ...catalogueRoutes,
  ...homeRowsRoutes,
  ...moderationRoutes,
  ...searchMissesRoutes,
  ...supportRoutes,
  ...usersRoutes,
  ...mediaRoutes,
  ...playbackRoutes,
  ...plansRoutes,
];

/** `/admin/*` (page-rows.ts loads this module lazily): the shell around the sections. */
export function AdminConsole() {
  return <AdminApp routes={consoleRoutes} />;
}
