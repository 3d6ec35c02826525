import { useEffect } from 'react';
import { messages } from '../messages/index.ts';

/** Sets the tab title to "page | پرده" (or just the product name). */
export function useDocumentTitle(title?: string): void {
  useEffect(() => {
    document.title = title ? `${title} | ${messages.app.name}` : messages.app.name;
  }, [title]);
}
