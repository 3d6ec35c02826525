/** The `page` query parameter as a page number; anything else (missing, 0, "abc", "2.5") is page 1. */
export function readPageParam(params: URLSearchParams): number {
  const raw = params.get('page');
  if (!raw || !/^\d{1,6}$/.test(raw)) return 1;
  const page = Number(raw);
  return Math.max(page, 1);
}

/** A collection id from the URL, or null when it cannot be one (the page shows not-found). */
export function readCollectionId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 ? id : null;
}
