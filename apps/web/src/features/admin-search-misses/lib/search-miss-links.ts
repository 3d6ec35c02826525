import { fullResultsPath } from '../../search/index.ts';

/**
 * Where an operator follows a missed search up, each an existing page given the text: the site's
 * results page (what visitors saw), the request queue (did anyone ask for it?) and the catalogue's
 * titles (is it there under another name, so an alias would find it?).
 */
export const searchMissLinks = (text: string) => ({
  site: fullResultsPath(text),
  requests: `/admin/requests?${new URLSearchParams({ q: text })}`,
  catalogue: `/admin/titles?${new URLSearchParams({ q: text })}`,
});
