/** The header search's delays, lengths and list sizes, as the product asks for them. */
export const FOCUS_DELAY_MS = 500;
export const TITLE_DEBOUNCE_MS = 500;
export const PEOPLE_DEBOUNCE_MS = 1000;
export const LIVE_SEARCH_MIN_LENGTH = 2;
/** Submitting needs more than two characters. */
export const SUBMIT_MIN_LENGTH = 3;
export const TITLE_DROPDOWN_SIZE = 6;
/** On desktop, a people list longer than this is cut to `PEOPLE_TRIMMED_SIZE`. */
export const PEOPLE_TRIM_ABOVE = 8;
export const PEOPLE_TRIMMED_SIZE = 6;

/** What is left of the focus delay, counted from the moment the search icon was pressed. */
export const remainingFocusDelay = (openedAt: number | null, now: number): number =>
  openedAt === null ? FOCUS_DELAY_MS : Math.max(0, FOCUS_DELAY_MS - (now - openedAt));

/** Characters as a reader counts them (code points), ignoring surrounding spaces. */
export const searchLength = (text: string): number => [...text.trim()].length;

export const canSearchLive = (text: string): boolean => searchLength(text) >= LIVE_SEARCH_MIN_LENGTH;

export const canSubmit = (text: string): boolean => searchLength(text) >= SUBMIT_MIN_LENGTH;

/**
 * Where Enter, the search button and the «more» link lead: the full results, most-voted first;
 * `asTyped`, the text only as typed (the link under a correction).
 */
export const fullResultsPath = (text: string, asTyped = false): string =>
  `/?${new URLSearchParams({ order_by: 'votes', type: 'all', q: text.trim(), ...(asTyped ? { as_typed: '1' } : {}) }).toString()}`;

/** The six titles the dropdown shows, and whether the «more» link appears (desktop only). */
export function visibleTitles<T>(
  results: readonly T[],
  isDesktop: boolean,
): { items: T[]; hasMore: boolean } {
  return {
    items: results.slice(0, TITLE_DROPDOWN_SIZE),
    hasMore: isDesktop && results.length > TITLE_DROPDOWN_SIZE,
  };
}

/** People as returned, except that on desktop more than eight are cut to six. */
export function visiblePeople<T>(results: readonly T[], isDesktop: boolean): T[] {
  return isDesktop && results.length > PEOPLE_TRIM_ABOVE
    ? results.slice(0, PEOPLE_TRIMMED_SIZE)
    : [...results];
}
