import { PlaceholderPage } from '../../../components/placeholder-page.tsx';
import { messages } from '../../../messages.ts';

/** `/watch/:imdb/:id`: the watch page. A later issue builds this page; until then it is a placeholder in the shell. */
export function WatchPage() {
  return <PlaceholderPage title={messages.pages.watch} />;
}
