import PersonAddIcon from '@mui/icons-material/PersonAddAltOutlined';
import { Navigate, useLocation } from 'react-router';
import { messages } from '../../../messages/index.ts';
import { useAuthStore } from '../../../stores/auth-store.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { AuthLink } from '../components/auth-link.tsx';
import { PhoneEntryLink } from '../components/phone-entry-link.tsx';
import { RegisterForm } from '../components/register-form.tsx';
import { authPageKeepingRedirect, redirectTargetAfterLogin } from '../lib/login-redirect.ts';
import { authMessages } from '../messages.ts';

/** `/auth/register`: a new account; once signed in, back to the page the visitor was sent from. */
export function RegisterPage() {
  const { search } = useLocation();
  const signedIn = useAuthStore((store) => store.status === 'authenticated');
  if (signedIn) return <Navigate to={redirectTargetAfterLogin(search)} replace />;
  return (
    <AuthCard
      icon={<PersonAddIcon />}
      eyebrow={messages.pages.register}
      title={authMessages.register.title}
      subtitle={authMessages.register.subtitle}
      footer={
        <>
          <span>{authMessages.register.haveAccount}</span>
          <AuthLink to={authPageKeepingRedirect('/auth/login', search)}>
            {authMessages.register.toLogin}
          </AuthLink>
        </>
      }
    >
      <PhoneEntryLink />
      <RegisterForm />
    </AuthCard>
  );
}
