import { PlaceholderPage } from '../../../components/placeholder-page.tsx';
import { messages } from '../../../messages.ts';

/** `/auth/forgot-password`: forgotten password. A later issue builds this page; until then it is a placeholder in the shell. */
export function ForgotPasswordPage() {
  return <PlaceholderPage title={messages.pages.forgotPassword} />;
}
