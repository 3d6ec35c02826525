import { PlaceholderPage } from '../../../components/placeholder-page.tsx';
import { messages } from '../../../messages.ts';

/** `/categories`: the category list. A later issue builds this page; until then it is a placeholder in the shell. */
export function CategoriesPage() {
  return <PlaceholderPage title={messages.pages.categories} />;
}
