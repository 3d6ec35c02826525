import KeyIcon from '@mui/icons-material/KeyOutlined';
import { messages } from '../../../messages/index.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { AuthLink } from '../components/auth-link.tsx';
import { ForgotPasswordForm } from '../components/forgot-password-form.tsx';
import { authMessages } from '../messages.ts';

/** `/auth/forgot-password`: emails a link to choose a new password. */
export function ForgotPasswordPage() {
  return (
    <AuthCard
      icon={<KeyIcon />}
      eyebrow={messages.pages.forgotPassword}
      title={authMessages.forgotPassword.title}
      subtitle={authMessages.forgotPassword.subtitle}
      footer={<AuthLink to="/auth/login">{authMessages.forgotPassword.backToLogin}</AuthLink>}
    >
      <ForgotPasswordForm />
    </AuthCard>
  );
}
