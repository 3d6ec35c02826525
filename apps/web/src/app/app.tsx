import { createBrowserRouter, RouterProvider } from 'react-router';
import { AppProviders } from './providers.tsx';
import { routes } from './routes.tsx';

let router: ReturnType<typeof createBrowserRouter> | undefined;

/**
 * One router for the page, created in the first render rather than at module load, for the reason
 * AppProviders gives (a module-level singleton, so StrictMode's second render makes no second one).
 */
const appRouter = () => {
  router ??= createBrowserRouter(routes);
  return router;
};

export function App() {
  return (
    <AppProviders>
      <RouterProvider router={appRouter()} />
    </AppProviders>
  );
}
