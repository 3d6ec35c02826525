import { PlaceholderPage } from '../../../components/placeholder-page.tsx';
import { messages } from '../../../messages.ts';

/** `/people/:role/:id/:slug`: a person. A later issue builds this page; until then it is a placeholder in the shell. */
export function PersonPage() {
  return <PlaceholderPage title={messages.pages.person} />;
}
