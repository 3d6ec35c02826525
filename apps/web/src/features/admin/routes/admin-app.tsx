import { Suspense } from 'react';
import { useRoutes } from 'react-router';
import { RouteErrorBoundary } from '../../../components/route-error-boundary.tsx';
import { useAuthStore } from '../../../stores/auth-store.ts';
import { AdminForbidden } from '../components/admin-forbidden.tsx';
import { AdminLayout } from '../components/admin-layout.tsx';
import { AdminLoading } from '../components/admin-loading.tsx';
import { AdminToastProvider } from '../components/admin-toast.tsx';
import { canEnterConsole } from '../lib/admin-access.ts';
import { useApiRefusal } from '../lib/use-api-refusal.ts';
import { adminRoutes } from './admin-routes.tsx';

/**
 * `/admin/*`, behind RequireAuth (app/routes.tsx): administrators get the console, anyone else
 * signed in the "no access" page; so does an operator whose calls the API starts refusing.
 */
export function AdminApp() {
  const user = useAuthStore((state) => state.user);
  const refusal = useApiRefusal();
  const page = useRoutes(adminRoutes);
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
