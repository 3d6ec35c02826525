import PhoneIcon from '@mui/icons-material/PhoneIphoneOutlined';
import { displayPhone, type PhoneCodeSentResponse } from '@pardeh/contract';
import { useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useAuthStore } from '../../../stores/auth-store.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { AuthLink } from '../components/auth-link.tsx';
import { PhoneCodeForm } from '../components/phone-code-form.tsx';
import { PhoneNumberForm } from '../components/phone-number-form.tsx';
import { authPageKeepingRedirect, redirectTargetAfterLogin } from '../lib/login-redirect.ts';
import { authMessages } from '../messages.ts';

/**
 * `/auth/phone`: sign in or sign up with a mobile number, one flow (as Filimo's): the number, then
 * the SMS code (and a name for a new number). Once signed in, back to where the visitor came from.
 */
export function PhonePage() {
  const { search } = useLocation();
  const signedIn = useAuthStore((store) => store.status === 'authenticated');
  const [sent, setSent] = useState<PhoneCodeSentResponse | null>(null);
  if (signedIn) return <Navigate to={redirectTargetAfterLogin(search)} replace />;
  return (
    <AuthCard
      icon={<PhoneIcon />}
      eyebrow={authMessages.phone.title}
      title={sent ? authMessages.phone.codeTitle : authMessages.phone.title}
      subtitle={
        sent ? authMessages.phone.codeSubtitle(displayPhone(sent.phone)) : authMessages.phone.subtitle
      }
      footer={
        <AuthLink to={authPageKeepingRedirect('/auth/login', search)}>{authMessages.phone.useEmail}</AuthLink>
      }
    >
      {sent ? (
        <PhoneCodeForm key={sent.phone} sent={sent} onChangeNumber={() => setSent(null)} />
      ) : (
        <PhoneNumberForm onSent={setSent} />
      )}
    </AuthCard>
  );
}
