import { PlaceholderPage } from '../../../components/placeholder-page.tsx';
import { messages } from '../../../messages.ts';

/** `/auth/register`: registration. A later issue builds this page; until then it is a placeholder in the shell. */
export function RegisterPage() {
  return <PlaceholderPage title={messages.pages.register} />;
}
