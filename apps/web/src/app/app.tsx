import { createBrowserRouter, RouterProvider } from 'react-router';
import { AppProviders } from './providers.tsx';
import { routes } from './routes.tsx';

const router = createBrowserRouter(routes);

export function App() {
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
