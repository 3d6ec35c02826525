import { PlaceholderPage } from '../../../components/placeholder-page.tsx';
import { messages } from '../../../messages/index.ts';

/** `/user/dashboard`: the dashboard. A later issue builds this page; until then it is a placeholder in the shell. */
export function DashboardPage() {
  return <PlaceholderPage title={messages.pages.dashboard} />;
}
