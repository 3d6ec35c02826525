import { PlaceholderPage } from '../../../components/placeholder-page.tsx';
import { messages } from '../../../messages/index.ts';

/** `/user/notifications`: notifications. A later issue builds this page; until then it is a placeholder in the shell. */
export function NotificationsPage() {
  return <PlaceholderPage title={messages.pages.notifications} />;
}
