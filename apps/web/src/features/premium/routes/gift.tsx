import { PlaceholderPage } from '../../../components/placeholder-page.tsx';
import { messages } from '../../../messages/index.ts';

/** `/gift`: gifting premium (login required). A later issue builds this page; until then it is a placeholder in the shell. */
export function GiftPage() {
  return <PlaceholderPage title={messages.pages.gift} />;
}
