import { PlaceholderPage } from '../../../components/placeholder-page.tsx';
import { messages } from '../../../messages.ts';

/** `/user/edit-password`: password change. A later issue builds this page; until then it is a placeholder in the shell. */
export function EditPasswordPage() {
  return <PlaceholderPage title={messages.pages.editPassword} />;
}
