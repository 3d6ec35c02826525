import { PlaceholderPage } from '../../../components/placeholder-page.tsx';
import { messages } from '../../../messages/index.ts';

/** `/user/watchlist`: saved titles. A later issue builds this page; until then it is a placeholder in the shell. */
export function WatchlistPage() {
  return <PlaceholderPage title={messages.pages.watchlist} />;
}
