/** A collection id from the URL, or null when it cannot be one (the page shows not-found). */
export function readCollectionId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 ? id : null;
}
