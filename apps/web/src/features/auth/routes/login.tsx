import { PlaceholderPage } from '../../../components/placeholder-page.tsx';
import { messages } from '../../../messages.ts';

/** `/auth/login`: login. A later issue builds this page; until then it is a placeholder in the shell. */
export function LoginPage() {
  return <PlaceholderPage title={messages.pages.login} />;
}
