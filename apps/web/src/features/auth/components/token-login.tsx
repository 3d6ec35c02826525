import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { LoadingScreen } from '../../../components/layout/loading-screen.tsx';
import { useAuthStore } from '../../../stores/auth-store.ts';
import { useLoginWithToken } from '../api/login-with-token.ts';
import { authErrorMessage } from '../lib/auth-result.ts';
import { LOGIN_TOKEN_PARAM } from '../lib/login-redirect.ts';
import { authMessages } from '../messages.ts';

/**
 * Opens an emailed sign-in link: trades its token for a session once, then goes on to `target`.
 * A used or expired link leads to the login form (the token dropped from the address) with the
 * server's sentence, so the visitor can sign in another way or ask for a new link.
 */
export function TokenLogin({ token, target }: { token: string; target: string }) {
  const { mutateAsync } = useLoginWithToken();
  const signIn = useAuthStore((state) => state.signIn);
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const started = useRef(false);
  useEffect(() => {
    // The token works once: never send it twice, even when effects run twice in development.
    if (started.current) return;
    started.current = true;
    void mutateAsync({ token }).then(
      async (session) => {
        signIn(session.token, session.user);
        await navigate(target, { replace: true });
      },
      async (error: unknown) => {
        const rest = new URLSearchParams(search);
        rest.delete(LOGIN_TOKEN_PARAM);
        const query = rest.toString();
        await navigate(`${pathname}${query ? `?${query}` : ''}`, {
          replace: true,
          state: { loginLinkError: authErrorMessage(error) },
        });
      },
    );
  }, [mutateAsync, token, signIn, navigate, target, pathname, search]);
  return <LoadingScreen label={authMessages.loginLink.signingIn} />;
}
