/** A plan or order id from the address, or null when it cannot be one (the page shows not-found). */
export function readRouteId(raw: string | null | undefined): number | null {
  if (!raw || !/^\d{1,15}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 && Number.isSafeInteger(id) ? id : null;
}
