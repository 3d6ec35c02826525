import LockResetIcon from '@mui/icons-material/LockResetOutlined';
import { useParams, useSearchParams } from 'react-router';
import { messages } from '../../../messages/index.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { AuthLink } from '../components/auth-link.tsx';
import { ResetPasswordForm } from '../components/reset-password-form.tsx';
import { authMessages } from '../messages.ts';

/** `/auth/reset-password/:token?email=…`: the page the reset email links to. */
export function ResetPasswordPage() {
  const { token = '' } = useParams();
  const [searchParams] = useSearchParams();
  return (
    <AuthCard
      icon={<LockResetIcon />}
      eyebrow={messages.pages.resetPassword}
      title={authMessages.resetPassword.title}
      subtitle={authMessages.resetPassword.subtitle}
      footer={<AuthLink to="/auth/forgot-password">{authMessages.resetPassword.newLink}</AuthLink>}
    >
      <ResetPasswordForm token={token} email={searchParams.get('email') ?? ''} />
    </AuthCard>
  );
}
