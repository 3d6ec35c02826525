/**
 * The pages whose first screen the server helps along (first API answers embedded, code
 * preloaded): the ones most often entered from outside, through search results and shared links.
 */
export type FirstScreenPage = { kind: 'home' } | { kind: 'title'; id: number };

/** Which of them an address is; null for every other page (they load as usual). */
export function firstScreenPageOf(pathname: string, search: string): FirstScreenPage | null {
  // The home page with filters is the listing, not the showcase.
  if (pathname === '/') return search === '' ? { kind: 'home' } : null;
  // `/titles/{id}/files` is the files page, not a title page.
  const title = /^\/titles\/(\d{1,9})(?:\/(?!files$)[^/]*)?$/.exec(pathname);
  return title ? { kind: 'title', id: Number(title[1]) } : null;
}
