import LoginIcon from '@mui/icons-material/LoginOutlined';
import MailIcon from '@mui/icons-material/MarkEmailReadOutlined';
import { useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { messages } from '../../../messages/index.ts';
import { useAuthStore } from '../../../stores/auth-store.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { AuthLink } from '../components/auth-link.tsx';
import { LoginForm } from '../components/login-form.tsx';
import { LoginLinkForm } from '../components/login-link-form.tsx';
import { PhoneEntryLink } from '../components/phone-entry-link.tsx';
import { TokenLogin } from '../components/token-login.tsx';
import {
  authPageKeepingRedirect,
  LOGIN_TOKEN_PARAM,
  redirectTargetAfterLogin,
} from '../lib/login-redirect.ts';
import { authMessages } from '../messages.ts';

/**
 * `/auth/login`: email and password, or a sign-in link by email; `?login_token=` signs in with
 * such a link. Once signed in, back to the page the visitor was sent from.
 */
export function LoginPage() {
  const { search, state } = useLocation();
  const signedIn = useAuthStore((store) => store.status === 'authenticated');
  const [linkEmail, setLinkEmail] = useState<string | null>(null);
  const target = redirectTargetAfterLogin(search);
  const loginToken = new URLSearchParams(search).get(LOGIN_TOKEN_PARAM);

  if (loginToken) return <TokenLogin token={loginToken} target={target} />;
  if (signedIn) return <Navigate to={target} replace />;

  if (linkEmail !== null) {
    return (
      <AuthCard
        icon={<MailIcon />}
        eyebrow={messages.pages.login}
        title={authMessages.loginLink.title}
        subtitle={authMessages.loginLink.subtitle}
      >
        <LoginLinkForm initialEmail={linkEmail} onUsePassword={() => setLinkEmail(null)} />
      </AuthCard>
    );
  }
  const linkError = (state as { loginLinkError?: unknown } | null)?.loginLinkError;
  return (
    <AuthCard
      icon={<LoginIcon />}
      eyebrow={messages.pages.login}
      title={authMessages.login.title}
      subtitle={authMessages.login.subtitle}
      footer={
        <>
          <span>{authMessages.login.noAccount}</span>
          <AuthLink to={authPageKeepingRedirect('/auth/register', search)}>
            {authMessages.login.toRegister}
          </AuthLink>
        </>
      }
    >
      <PhoneEntryLink />
      <LoginForm
        onUseLink={setLinkEmail}
        initialAlert={typeof linkError === 'string' ? { severity: 'error', message: linkError } : null}
      />
    </AuthCard>
  );
}
