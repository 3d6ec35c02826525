import { PlaceholderPage } from '../../../components/placeholder-page.tsx';
import { messages } from '../../../messages.ts';

/** `/tv`: series. A later issue builds this page; until then it is a placeholder in the shell. */
export function SeriesPage() {
  return <PlaceholderPage title={messages.pages.series} />;
}
