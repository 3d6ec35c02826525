import { PlaceholderPage } from '../../../components/placeholder-page.tsx';
import { messages } from '../../../messages.ts';

/** `/titles/:id/:slug`: a title. A later issue builds this page; until then it is a placeholder in the shell. */
export function TitlePage() {
  return <PlaceholderPage title={messages.pages.title} />;
}
