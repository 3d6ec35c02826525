import type { Page, Request } from 'playwright-core';

const isNotificationStream = (request: Request) =>
  new URL(request.url()).pathname === '/api/user/notifications/stream';

/**
 * Playwright's `networkidle` never comes on a signed-in page: its notification stream stays
 * open. Watch the page's requests from before it navigates; `quiet()` then waits, as
 * `networkidle` does, until no other request has been in flight for half a second.
 */
export function watchNetwork(page: Page) {
  const inFlight = new Set<Request>();
  page.on('request', (request) => {
    if (!isNotificationStream(request)) inFlight.add(request);
  });
  const settled = (request: Request) => inFlight.delete(request);
  page.on('requestfinished', settled);
  page.on('requestfailed', settled);
  return {
    async quiet(quietMs = 500): Promise<void> {
      await page.waitForLoadState('load');
      let quietSince = Date.now();
      while (inFlight.size > 0 || Date.now() - quietSince < quietMs) {
        if (inFlight.size > 0) quietSince = Date.now();
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
  };
}
