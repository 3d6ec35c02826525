import { PlaceholderPage } from '../../../components/placeholder-page.tsx';
import { messages } from '../../../messages/index.ts';

/** `/premium/plans`: premium plans. A later issue builds this page; until then it is a placeholder in the shell. */
export function PlansPage() {
  return <PlaceholderPage title={messages.pages.plans} />;
}
