/**
 * The pages whose first screen the server helps along (first API answers embedded, code
 * preloaded): the ones most often entered from outside, through search results and shared links.
 */
export type FirstScreenPage = { kind: 'home' } | { kind: 'title'; id: number } | { kind: 'watch' };

/** Which of them an address is; null for every other page (they load as usual). */
export function firstScreenPageOf(pathname: string, search: string): FirstScreenPage | null {
  // The home page with filters is the listing, not the showcase.
  if (pathname === '/') return search === '' ? { kind: 'home' } : null;
  // `/titles/{id}/files` is the files page, not a title page.
  const title = /^\/titles\/(\d{1,9})(?:\/(?!files$)[^/]*)?$/.exec(pathname);
  if (title) return { kind: 'title', id: Number(title[1]) };
  // A watch page (not a trailer's): its code is preloaded, its answer is the viewer's own.
  return /^\/watch\/(?!trailer\/)[^/]+\/\d{1,10}$/.test(pathname) ? { kind: 'watch' } : null;
}
