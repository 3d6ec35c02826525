import PasswordIcon from '@mui/icons-material/PasswordOutlined';
import { messages } from '../../../messages/index.ts';
import { authMessages } from '../messages.ts';
import { AuthCard } from './auth-card.tsx';
import { ChangePasswordForm } from './change-password-form.tsx';

/** The change-password page's content, for the user feature's `/user/edit-password` route. */
export function ChangePasswordCard() {
  return (
    <AuthCard
      icon={<PasswordIcon />}
      eyebrow={messages.pages.editPassword}
      title={authMessages.changePassword.title}
      subtitle={authMessages.changePassword.subtitle}
    >
      <ChangePasswordForm />
    </AuthCard>
  );
}
