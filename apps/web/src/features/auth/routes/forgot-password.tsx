import KeyIcon from '@mui/icons-material/KeyOutlined';
import { messages } from '../../../messages.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { AuthLink } from '../components/auth-link.tsx';
import { ForgotPasswordForm } from '../components/forgot-password-form.tsx';

/** `/auth/forgot-password`: emails a link to choose a new password. */
export function ForgotPasswordPage() {
  return (
    <AuthCard
      icon={<KeyIcon />}
      eyebrow={messages.pages.forgotPassword}
      title={messages.auth.forgotPassword.title}
      subtitle={messages.auth.forgotPassword.subtitle}
      footer={<AuthLink to="/auth/login">{messages.auth.forgotPassword.backToLogin}</AuthLink>}
    >
      <ForgotPasswordForm />
    </AuthCard>
  );
}
