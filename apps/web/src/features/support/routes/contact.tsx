import { PlaceholderPage } from '../../../components/placeholder-page.tsx';
import { messages } from '../../../messages.ts';

/** `/contact`: support. A later issue builds this page; until then it is a placeholder in the shell. */
export function ContactPage() {
  return <PlaceholderPage title={messages.pages.contact} />;
}
