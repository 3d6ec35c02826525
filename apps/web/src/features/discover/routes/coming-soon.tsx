import { PlaceholderPage } from '../../../components/placeholder-page.tsx';
import { messages } from '../../../messages.ts';

/** `/comingsoon`: coming-soon titles. A later issue builds this page; until then it is a placeholder in the shell. */
export function ComingSoonPage() {
  return <PlaceholderPage title={messages.pages.comingSoon} />;
}
