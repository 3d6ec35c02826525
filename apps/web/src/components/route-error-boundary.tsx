import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { FailureBoundary } from './failure-boundary.tsx';
import { RouteErrorPage } from './route-error-page.tsx';

/**
 * Shows the error page in place of a page that failed to load or render, until the user moves on
 * or retries (by itself, for a connection that comes back). It sits inside the layout, so the
 * header, footer and bottom bar stay.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  return (
    <FailureBoundary
      resetKey={`${pathname}${search}`}
      fallback={({ error, retry }) => <RouteErrorPage error={error} retry={retry} />}
    >
      {children}
    </FailureBoundary>
  );
}
