import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUrl, launchBrowser, openPage, viewports } from './support/browser.ts';
import { findDemoTitle } from './support/demo-catalogue.ts';
import { watchNetwork } from './support/network-quiet.ts';

/**
 * The web app without its server (issue #27): the shared server keeps running for the other
 * files, so the browser loses it instead, either offline (`context.setOffline`) or with every
 * request failing as if the server were stopped (`page.route` aborting with connection refused).
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const offlineTitle = 'اتصال به اینترنت برقرار نیست';
const unreachableTitle = 'ارتباط با سرور برقرار نشد';

/** Every request of the page fails as a stopped server's would; the returned function ends that. */
async function stopServerFor(page: Page): Promise<() => Promise<void>> {
  const refuse = (route: { abort(code: string): Promise<void> }) => route.abort('connectionrefused');
  await page.route('**/*', refuse);
  return () => page.unroute('**/*', refuse);
}

/** Opens `path` and waits until the page and the lazily loaded parts of its frame have arrived. */
async function openSettled(context: BrowserContext, page: Page, path: string) {
  const network = watchNetwork(page);
  await page.goto(appUrl(path));
  await page.waitForSelector('footer');
  await network.quiet();
  return context;
}

/** The frame around the page: header with its menu, and the footer (loaded after the first paint). */
async function expectShell(page: Page) {
  await page.locator('header').waitFor();
  await page.locator('footer').waitFor();
}

describe('without a connection (1280px)', () => {
  it('opening the search says the server is unreachable inside the header, and works once it is back', async () => {
    const { page, context } = await openPage(browser, viewports.desktop);
    await openSettled(context, page, '/');
    const restart = await stopServerFor(page);

    await page.click('[data-search-open]');
    await page.getByRole('alert').filter({ hasText: unreachableTitle }).waitFor();
    // Only the search gave way: the page and its frame are all there.
    await expectShell(page);
    expect(await page.isVisible('main h1, main [data-title-card]')).toBe(true);
    expect(await page.isVisible('text=مشکلی پیش آمد')).toBe(false);

    await restart();
    await page.click('[data-search-unavailable] >> text=تلاش دوباره');
    await page.getByRole('combobox').waitFor();
    expect(await page.isVisible('[data-search-unavailable]')).toBe(false);
    await context.close();
  });

  it('navigating offline shows the no-connection state in the page, and going online loads the page by itself', async () => {
    const { page, context } = await openPage(browser, viewports.desktop);
    await openSettled(context, page, '/');
    await context.setOffline(true);

    await page.click('header a[data-menu-item="categories"]');
    await page.waitForURL(/\/categories$/);
    await page.locator('main [data-connection-failure="offline"]').waitFor();
    expect(await page.textContent('main h1')).toBe(offlineTitle);
    await expectShell(page);
    expect(await page.isVisible('header nav')).toBe(true);

    await context.setOffline(false);
    await page.getByRole('heading', { level: 1, name: 'دسته‌بندی‌ها' }).waitFor();
    expect(await page.isVisible('[data-connection-failure]')).toBe(false);
    await context.close();
  });

  it('data that did not arrive offline says so too, and comes by itself when online again', async () => {
    const [film, other] = await Promise.all([findDemoTitle('Forrest Gump'), findDemoTitle('Inception')]);
    const { page, context } = await openPage(browser, viewports.desktop);
    // The title page's code is in; the other title's data is not.
    await openSettled(context, page, film.path);
    await context.setOffline(true);

    await page.evaluate((path) => {
      window.history.pushState(null, '', path);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, other.path);
    await page.locator('main [data-connection-failure="offline"]').waitFor();
    expect(await page.textContent('main h1')).toBe(offlineTitle);
    await expectShell(page);

    await context.setOffline(false);
    await page.waitForSelector('h1#title-heading');
    expect(await page.textContent('h1#title-heading')).toBe(other.titleFa ?? other.titleEn);
    expect(await page.isVisible('[data-connection-failure]')).toBe(false);
    await context.close();
  });

  it('with the server stopped, a navigation says it is unreachable; retry works once it is back', async () => {
    const { page, context } = await openPage(browser, viewports.desktop);
    await openSettled(context, page, '/');
    const restart = await stopServerFor(page);

    await page.click('header a[data-menu-item="comingSoon"]');
    await page.locator('main [data-connection-failure="unreachable"]').waitFor();
    expect(await page.textContent('main h1')).toBe(unreachableTitle);
    await expectShell(page);

    await restart();
    await page.click('main >> role=button[name="تلاش دوباره"]');
    await page.getByRole('heading', { level: 1, name: 'به‌زودی' }).waitFor();
    expect(await page.isVisible('[data-connection-failure]')).toBe(false);
    await context.close();
  });
});

describe('without a connection (375px)', () => {
  it('keeps the header and the bottom bar when a page cannot load', async () => {
    const { page, context } = await openPage(browser, viewports.mobile);
    await openSettled(context, page, '/');
    // The bottom bar appears once the page scrolls down past 100px.
    await page.evaluate(() => window.scrollTo({ top: 400, behavior: 'instant' }));
    await page.waitForSelector('[data-testid="bottom-bar"][data-visible="true"]');
    await context.setOffline(true);

    await page.click('[data-testid="bottom-bar"] a[href="/tv"]');
    await page.locator('main [data-connection-failure="offline"]').waitFor();
    expect(await page.isVisible('header')).toBe(true);
    expect(await page.locator('[data-testid="bottom-bar"]').count()).toBe(1);

    await context.setOffline(false);
    await page.getByRole('heading', { level: 1, name: 'سریال‌ها' }).waitFor();
    await context.close();
  });
});

describe('a page left open across a deployment', () => {
  /**
   * Every script the page has loaded so far stays; any other answers 404, as the files of the
   * previous build do once a new one is deployed. `until` ends it (for example on reload).
   */
  async function deploy(page: Page, loaded: Set<string>, until: () => boolean = () => false) {
    await page.route('**/assets/*.js', (route) => {
      const url = route.request().url();
      if (!loaded.has(url) && !until()) return route.fulfill({ status: 404, body: 'not found' });
      return route.continue();
    });
  }

  /** Opens the home page and records the scripts it loaded; counts the page's loads from then on. */
  async function openHome() {
    const { page, context } = await openPage(browser, viewports.desktop);
    const loaded = new Set<string>();
    page.on('requestfinished', (request) => {
      if (request.resourceType() === 'script') loaded.add(request.url());
    });
    await openSettled(context, page, '/');
    let loads = 0;
    page.on('load', () => {
      loads += 1;
    });
    return { page, context, loaded, loads: () => loads };
  }

  it('reloads once when a page’s code is gone, and then shows the page', async () => {
    const { page, context, loaded, loads } = await openHome();
    await deploy(page, loaded, () => loads() > 0);

    const reloaded = page.waitForEvent('load');
    await page.click('header a[data-menu-item="categories"]');
    await reloaded;
    await page.getByRole('heading', { level: 1, name: 'دسته‌بندی‌ها' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/categories');
    expect(loads()).toBe(1);
    expect(await page.evaluate(() => sessionStorage.getItem('pardeh-stale-reload'))).not.toBeNull();
    await context.close();
  });

  it('shows the error page inside the frame when the code is still gone after that one reload', async () => {
    const { page, context, loaded, loads } = await openHome();
    await deploy(page, loaded);

    const reloaded = page.waitForEvent('load');
    await page.click('header a[data-menu-item="categories"]');
    await reloaded;
    // After the reload the page's code is still missing: the error page, and no second reload.
    await page.getByRole('heading', { level: 1, name: 'مشکلی پیش آمد' }).waitFor();
    expect(loads()).toBe(1);
    await expectShell(page);
    await context.close();
  });
});
