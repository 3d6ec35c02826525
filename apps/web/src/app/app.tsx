import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { AppRouter } from './app-router.tsx';
import { AppProviders } from './providers.tsx';
import { AppRoutes } from './routes.tsx';

/** The app in the browser; `queryClient` holds a server-rendered page's data (main.tsx). */
export function App({ queryClient }: { queryClient?: QueryClient }) {
  // The page answers clicks from here on (a server-rendered one showed before its code ran):
  // `<html data-interactive>` says so to tests and styles.
  useEffect(() => {
    document.documentElement.dataset.interactive = '';
  }, []);
  return (
    <AppProviders queryClient={queryClient}>
      <AppRouter>
        <AppRoutes />
      </AppRouter>
    </AppProviders>
  );
}
