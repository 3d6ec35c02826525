import { PlaceholderPage } from '../../../components/placeholder-page.tsx';
import { messages } from '../../../messages.ts';

/** `/collections/:id/:slug`: a collection. A later issue builds this page; until then it is a placeholder in the shell. */
export function CollectionPage() {
  return <PlaceholderPage title={messages.pages.collection} />;
}
