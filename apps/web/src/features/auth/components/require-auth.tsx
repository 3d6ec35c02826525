import { Navigate, Outlet, useLocation } from 'react-router';
import { LoadingScreen } from '../../../components/layout/loading-screen.tsx';
import { getCookie } from '../../../lib/cookies.ts';
import { useAuthStore } from '../../../stores/auth-store.ts';
import { loginRedirectPath } from '../lib/login-redirect.ts';

/**
 * Guards the routes that need a signed-in user. Signed-out visitors go to login (or register,
 * when they came from an advertisement), carrying the page they wanted so login can return there.
 */
export function RequireAuth() {
  const status = useAuthStore((state) => state.status);
  const { pathname, search, hash } = useLocation();
  if (status === 'authenticated') return <Outlet />;
  if (status === 'error') {
    return <Navigate to={loginRedirectPath(`${pathname}${search}${hash}`, getCookie('ref'))} replace />;
  }
  return <LoadingScreen />;
}
