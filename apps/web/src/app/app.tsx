import { AppRouter } from './app-router.tsx';
import { AppProviders } from './providers.tsx';
import { AppRoutes } from './routes.tsx';

export function App() {
  return (
    <AppProviders>
      <AppRouter>
        <AppRoutes />
      </AppRouter>
    </AppProviders>
  );
}
