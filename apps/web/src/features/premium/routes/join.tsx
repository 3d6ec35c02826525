import { PlaceholderPage } from '../../../components/placeholder-page.tsx';
import { messages } from '../../../messages/index.ts';

/** `/premium/join/:id`: joining a plan. A later issue builds this page; until then it is a placeholder in the shell. */
export function JoinPage() {
  return <PlaceholderPage title={messages.pages.join} />;
}
