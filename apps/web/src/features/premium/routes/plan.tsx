import { PlaceholderPage } from '../../../components/placeholder-page.tsx';
import { messages } from '../../../messages/index.ts';

/** `/premium/plans/:id`: one premium plan. A later issue builds this page; until then it is a placeholder in the shell. */
export function PlanPage() {
  return <PlaceholderPage title={messages.pages.plan} />;
}
