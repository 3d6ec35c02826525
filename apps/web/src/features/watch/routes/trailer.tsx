import { PlaceholderPage } from '../../../components/placeholder-page.tsx';
import { messages } from '../../../messages.ts';

/** `/watch/trailer/:imdb`: a trailer. A later issue builds this page; until then it is a placeholder in the shell. */
export function TrailerPage() {
  return <PlaceholderPage title={messages.pages.trailer} />;
}
