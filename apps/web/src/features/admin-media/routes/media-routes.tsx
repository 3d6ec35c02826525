import type { RouteObject } from 'react-router';
import { adminRoute } from '../../admin-shell/index.ts';

/** The console's media pages (a title's files, a file's markers, the job queue), relative to `/admin`; each page its own chunk. */
export const mediaRoutes: RouteObject[] = [
  adminRoute(
    'titles/:id/media',
    () => import('./title-media.tsx'),
    (m) => m.AdminTitleMediaPage,
  ),
  adminRoute(
    'titles/:id/media/files/:fileId/markers',
    () => import('./file-markers.tsx'),
    (m) => m.AdminFileMarkersPage,
  ),
  adminRoute(
    'media',
    () => import('./media.tsx'),
    (m) => m.AdminMediaJobsPage,
  ),
];
