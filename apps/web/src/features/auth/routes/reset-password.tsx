import { PlaceholderPage } from '../../../components/placeholder-page.tsx';
import { messages } from '../../../messages.ts';

/** `/auth/reset-password/:token`: password reset. A later issue builds this page; until then it is a placeholder in the shell. */
export function ResetPasswordPage() {
  return <PlaceholderPage title={messages.pages.resetPassword} />;
}
