import type { RouteObject } from 'react-router';
import { adminRoute } from '../../admin-shell/index.ts';

/** The console's playback quality page (`/admin/playback`): its own chunk, charts included. */
export const playbackRoutes: RouteObject[] = [
  adminRoute(
    'playback',
    () => import('./playback-quality.tsx'),
    (m) => m.AdminPlaybackQualityPage,
  ),
];
