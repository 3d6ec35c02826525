import { Suspense, useMemo } from 'react';
import { type RouteObject, useRoutes } from 'react-router';
import { RouteErrorBoundary } from '../../../components/route-error-boundary.tsx';
import { useAuthStore } from '../../../stores/auth-store.ts';
import { AdminForbidden } from '../components/admin-forbidden.tsx';
import { AdminLayout } from '../components/admin-layout.tsx';
import { AdminLoading } from '../components/admin-loading.tsx';
import { AdminNotFound } from '../components/admin-not-found.tsx';
import { AdminToastProvider } from '../components/admin-toast.tsx';
import { canEnterConsole } from '../lib/admin-access.ts';
import { useApiRefusal } from '../lib/use-api-refusal.ts';

/**
 * `/admin/*`, behind RequireAuth (app/routes.tsx): administrators get the console, anyone else
 * signed in the "no access" page; so does an operator whose calls the API starts refusing.
 * `routes` are the sections' pages, relative to `/admin` (app/admin-console.tsx gathers them from
 * the admin features); any other address is the console's own not-found page.
 */
export function AdminApp({ routes }: { routes: RouteObject[] }) {
  const user = useAuthStore((state) => state.user);
  const refusal = useApiRefusal();
  const table = useMemo(() => [...routes, { path: '*', element: <AdminNotFound /> }], [routes]);
  const page = useRoutes(table);
  if (!canEnterConsole(user) || refusal === 'forbidden') return <AdminForbidden />;
  return (
    <AdminToastProvider>
      <AdminLayout>
        <RouteErrorBoundary>
          <Suspense fallback={<AdminLoading />}>{page}</Suspense>
        </RouteErrorBoundary>
      </AdminLayout>
    </AdminToastProvider>
  );
}
