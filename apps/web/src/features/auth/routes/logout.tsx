import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { LoadingScreen } from '../../../components/layout/loading-screen.tsx';
import { useAuthStore } from '../../../stores/auth-store.ts';
import { useLogout } from '../api/logout.ts';
import { authMessages } from '../messages.ts';

/**
 * `/auth/logout`: revoke the token, forget the user and every cached answer, go home. Not behind
 * the sign-in guard: a visitor already signed out just goes home (sending them to login would
 * bring them back here afterwards), and signing out cannot bounce off the guard to login while the
 * navigation home is still rendering.
 */
export function LogoutPage() {
  const status = useAuthStore((state) => state.status);
  const { mutate } = useLogout();
  const signOut = useAuthStore((state) => state.signOut);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const started = useRef(false);
  useEffect(() => {
    // Wait for the start-up check to tell whether anyone is signed in.
    if (started.current || status === 'idle' || status === 'loading') return;
    started.current = true;
    if (status !== 'authenticated') {
      void navigate('/', { replace: true });
      return;
    }
    // Signed out locally even when the server cannot be reached: the visitor asked to leave.
    mutate(undefined, {
      onSettled: () => {
        signOut();
        queryClient.clear();
        void navigate('/', { replace: true });
      },
    });
  }, [status, mutate, signOut, queryClient, navigate]);
  return <LoadingScreen label={authMessages.loggingOut} />;
}
