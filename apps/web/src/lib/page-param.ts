/**
 * The `page` query parameter of a paginated list as a page number; anything else (missing, 0,
 * "abc", "2.5", more than six digits) is page 1.
 */
export function readPageParam(params: URLSearchParams): number {
  const raw = params.get('page');
  if (!raw || !/^\d{1,6}$/.test(raw)) return 1;
  return Math.max(Number(raw), 1);
}
