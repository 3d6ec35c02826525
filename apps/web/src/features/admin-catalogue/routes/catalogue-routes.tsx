import type { RouteObject } from 'react-router';
import { adminRoute } from '../../admin-shell/index.ts';

/** The console's titles and people pages and the Persian work queue, relative to `/admin`; each page its own chunk. */
export const catalogueRoutes: RouteObject[] = [
  adminRoute(
    'titles',
    () => import('./titles.tsx'),
    (m) => m.AdminTitlesPage,
  ),
  adminRoute(
    'titles/:id',
    () => import('./title-edit.tsx'),
    (m) => m.AdminTitleEditPage,
  ),
  adminRoute(
    'people',
    () => import('./people.tsx'),
    (m) => m.AdminPeoplePage,
  ),
  adminRoute(
    'persian-gaps',
    () => import('./persian-gaps.tsx'),
    (m) => m.AdminTitleGapsPage,
  ),
  adminRoute(
    'persian-gaps/people',
    () => import('./persian-gaps.tsx'),
    (m) => m.AdminPersonGapsPage,
  ),
  adminRoute(
    'people/duplicates',
    () => import('./person-duplicates.tsx'),
    (m) => m.AdminPersonDuplicatesPage,
  ),
  adminRoute(
    'people/:id',
    () => import('./person-edit.tsx'),
    (m) => m.AdminPersonEditPage,
  ),
];
