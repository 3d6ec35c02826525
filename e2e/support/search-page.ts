import type { Page } from 'playwright-core';

/** Clicks the header's search icon and waits for the (lazily loaded) field. */
export async function openSearch(page: Page): Promise<void> {
  await page.click('[data-search-open]');
  await page.waitForSelector('[data-search-bar] [role="combobox"]');
}

/** Types into the search field once it has the focus. */
export async function typeQuery(page: Page, text: string, delay = 40): Promise<void> {
  await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'combobox');
  await page.keyboard.type(text, { delay });
}

export interface SearchRequest {
  kind: 'titles' | 'people';
  query: string;
  /** `performance.now()` of the page when the request started. */
  startTime: number;
}

/** The dropdown's requests so far (not the listing's), from the page's resource timing. */
export function dropdownRequests(page: Page): Promise<SearchRequest[]> {
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => ({ url: new URL(entry.name), startTime: entry.startTime }))
      .filter(({ url }) => url.pathname.endsWith('/search') && url.searchParams.has('query'))
      .map(({ url, startTime }) => ({
        kind: url.pathname.includes('/people/') ? ('people' as const) : ('titles' as const),
        query: url.searchParams.get('query') ?? '',
        startTime,
      })),
  );
}

/** Records the time of the last key press, in the page's clock. */
export function trackLastKey(page: Page): Promise<void> {
  return page.evaluate(() => {
    document.addEventListener('keydown', () => {
      (window as unknown as { lastKeyAt: number }).lastKeyAt = performance.now();
    });
  });
}

export const lastKeyAt = (page: Page) =>
  page.evaluate(() => (window as unknown as { lastKeyAt: number }).lastKeyAt);

/** Waits until the dropdown has settled on the given status (results, empty, start, …). */
export const waitForStatus = (page: Page, status: string) =>
  page.waitForSelector(`[data-search-dropdown][data-status="${status}"]`);

export const hasHorizontalScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

/** Waits for the grid to show cards for the current URL (not the previous page's, kept while loading). */
export async function waitForCards(page: Page): Promise<void> {
  await page.waitForSelector('[data-title-listing] [data-title-card]');
  await page.waitForFunction(
    () => !document.querySelector('[data-title-listing] [aria-busy="true"], [data-listing-state="stale"]'),
  );
  await page.waitForLoadState('networkidle');
}
