import { PlaceholderPage } from '../../../components/placeholder-page.tsx';
import { messages } from '../../../messages/index.ts';

/** `/user/new-request`: content requests. A later issue builds this page; until then it is a placeholder in the shell. */
export function NewRequestPage() {
  return <PlaceholderPage title={messages.pages.newRequest} />;
}
