import { PlaceholderPage } from '../../../components/placeholder-page.tsx';
import { messages } from '../../../messages.ts';

/** `/screenshots/:id`: screenshots (login required). A later issue builds this page; until then it is a placeholder in the shell. */
export function ScreenshotsPage() {
  return <PlaceholderPage title={messages.pages.screenshots} />;
}
