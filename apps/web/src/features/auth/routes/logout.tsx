import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { LoadingScreen } from '../../../components/layout/loading-screen.tsx';
import { authMessages } from '../../../messages/auth.ts';
import { useAuthStore } from '../../../stores/auth-store.ts';
import { useLogout } from '../api/logout.ts';

/** `/auth/logout`: revoke the token, forget the user and every cached answer, go home. */
export function LogoutPage() {
  const { mutate } = useLogout();
  const signOut = useAuthStore((state) => state.signOut);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    // Signed out locally even when the server cannot be reached: the visitor asked to leave.
    mutate(undefined, {
      // Leave this guarded route first; signing out while still on it would bounce to login.
      onSettled: async () => {
        await navigate('/', { replace: true });
        signOut();
        queryClient.clear();
      },
    });
  }, [mutate, signOut, queryClient, navigate]);
  return <LoadingScreen label={authMessages.loggingOut} />;
}
