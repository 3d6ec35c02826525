import { PlaceholderPage } from '../../../components/placeholder-page.tsx';
import { messages } from '../../../messages.ts';

/** `/collections`: the collection list. A later issue builds this page; until then it is a placeholder in the shell. */
export function CollectionsPage() {
  return <PlaceholderPage title={messages.pages.collections} />;
}
