import { PlaceholderPage } from '../../../components/placeholder-page.tsx';
import { messages } from '../../../messages/index.ts';

/** `/gopremium`: going premium (login required). A later issue builds this page; until then it is a placeholder in the shell. */
export function GoPremiumPage() {
  return <PlaceholderPage title={messages.pages.goPremium} />;
}
