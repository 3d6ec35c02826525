import { PlaceholderPage } from '../../../components/placeholder-page.tsx';
import { messages } from '../../../messages/index.ts';

/** `/user/history`: watch history. A later issue builds this page; until then it is a placeholder in the shell. */
export function HistoryPage() {
  return <PlaceholderPage title={messages.pages.history} />;
}
