import type { Collection, Genre, TitleDetail, TitleResult } from '@pardeh/contract';

type CastMember = TitleDetail['cast'][number];

import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUrl, launchBrowser, openPage, viewports } from './support/browser.ts';
import { apiGet, findDemoTitle } from './support/demo-catalogue.ts';
import { openSearch, typeQuery } from './support/search-page.ts';
import { signInAs } from './support/signed-in-user.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** A page's HTML as a crawler or a link preview reads it: no script runs. */
async function serverHtml(pathname: string): Promise<{ html: string; headers: Headers }> {
  const response = await fetch(appUrl(pathname));
  expect(response.status).toBe(200);
  return { html: await response.text(), headers: response.headers };
}

/** The markup React renders into `#root`, and the data the page embeds for hydration. */
function parts(html: string) {
  const root = html.slice(html.indexOf('<div id="root">'), html.indexOf('<script id="server-state"'));
  const state = /<script id="server-state" type="application\/json">(.*?)<\/script>/s.exec(html)?.[1];
  const queries = state ? (JSON.parse(state) as { queries: { queryKey: unknown[] }[] }).queries : [];
  return { root, queries, text: root.replace(/<[^>]*>/g, ' ') };
}

let title: TitleDetail;
let person: CastMember;
let collection: Collection;
let genre: Genre;
beforeAll(async () => {
  // A series with a Persian plot, cast and seasons.
  title = await findDemoTitle('Breaking Bad');
  person = title.cast[0] as CastMember;
  collection = (await apiGet<Collection[]>('/api/collections'))[0] as Collection;
  genre = (await apiGet<Genre[]>('/api/genres'))[0] as Genre;
});

describe('server-rendered pages (their HTML, without running scripts)', () => {
  it('puts the home page first slide and first row in the HTML, with their data', async () => {
    const slides = await apiGet<TitleResult[]>('/api/titles/slideshow');
    const { html, headers } = await serverHtml('/');
    const { root, queries } = parts(html);
    const first = slides[0] as TitleResult;
    expect(root).toContain('data-slide');
    expect(root).toContain(first.titleFa ?? first.titleEn);
    expect(root).toMatch(/data-row="\/\?order_by=newest"[\s\S]*data-title-card/);
    expect(queries.length).toBeGreaterThanOrEqual(2);
    // Emotion's styles for it are in the head; the page is the same for everyone, so a CDN may keep it.
    expect(html.slice(0, html.indexOf('</head>'))).toMatch(/<style data-emotion="muirtl [^"]+">\.muirtl-/);
    expect(headers.get('cache-control')).toMatch(/^public, .*s-maxage=\d+/);
    expect(headers.get('etag')).toMatch(/^W\//);
    // The page's CSP runs no inline script React could have added.
    expect(html).not.toMatch(/<script>[^<]*\$R/);
  });

  it('puts a title hero, genres, plot, cast and seasons in the HTML', async () => {
    const { html } = await serverHtml(title.path);
    const { root, text, queries } = parts(html);
    expect(text).toContain(title.titleFa as string);
    expect(text).toContain(title.genres[0]?.titleFa as string);
    expect(root).toContain('id="title-plot"');
    expect(text).toContain((title.plotFa ?? title.plotEn ?? '').slice(0, 40));
    expect(root).toContain('id="title-cast"');
    expect(text).toContain(person.fullnameFa ?? person.fullnameEn);
    expect(root).toMatch(/<img[^>]+src="\/images\/poster\//);
    expect(root).toContain('id="title-seasons"');
    expect(queries.some((query) => JSON.stringify(query.queryKey).includes(String(title.id)))).toBe(true);
  });

  it('renders a person, the lists and search results', async () => {
    const personPage = parts((await serverHtml(person.path)).html);
    expect(personPage.text).toContain(person.fullnameFa ?? person.fullnameEn);
    expect(personPage.root).toContain('data-title-card');
    const collectionPage = parts((await serverHtml(collection.path)).html);
    expect(collectionPage.text).toContain(collection.nameFa);
    expect(collectionPage.root).toContain('data-title-card');
    expect(parts((await serverHtml('/collections')).html).text).toContain(collection.nameFa);
    expect(parts((await serverHtml('/categories')).html).text).toContain(genre.titleFa);
    for (const listing of ['/movies', '/tv', '/?is_dubbed=1', '/comingsoon', `/?genre=${genre.slug}`]) {
      const page = parts((await serverHtml(listing)).html);
      expect(page.root, listing).toContain('data-title-card');
      expect(page.queries.length, listing).toBeGreaterThan(0);
    }
    const results = parts((await serverHtml(`/?q=${encodeURIComponent('Breaking Bad')}`)).html);
    expect(results.root).toContain(`href="${title.path}"`);
  });

  it('leaves the rest to the browser: a form, a signed-in page, a failed query', async () => {
    for (const pathname of ['/auth/login', '/user/watchlist', '/contact']) {
      const { html } = await serverHtml(pathname);
      expect(html, pathname).toContain('class="boot"');
      expect(html, pathname).not.toContain('id="server-state"');
    }
  });
});

/** Opens `pathname` and waits until the app answers clicks; the page must have logged nothing. */
async function openHydrated(pathname: string, viewport: { width: number; height: number }) {
  const watched = await openPage(browser, viewport);
  const apiCalls: string[] = [];
  watched.page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) apiCalls.push(url.pathname + url.search);
  });
  await watched.page.goto(appUrl(pathname));
  return { ...watched, apiCalls };
}

const serverRenderedPages = () => [
  '/',
  title.path,
  person.path,
  collection.path,
  '/collections',
  '/categories',
  '/movies',
  '/tv',
  '/comingsoon',
  '/?is_dubbed=1',
  `/?q=${encodeURIComponent('Breaking Bad')}`,
];

describe('hydration in Chromium', () => {
  it('hydrates every server-rendered page without a warning or a refetch, at 375 and 1280 px', async () => {
    const pages = serverRenderedPages();
    for (const [index, pathname] of pages.entries()) {
      const viewport = index % 2 === 0 ? viewports.mobile : viewports.desktop;
      const { page, errors, context, apiCalls } = await openHydrated(pathname, viewport);
      // The first screen was in the HTML: its answers are not asked for again (a search's
      // dropdown, the footer's or a lower row's may follow once the page has painted).
      await page.waitForLoadState('networkidle');
      expect(
        apiCalls.filter(
          (call) =>
            call.startsWith('/api/titles/slideshow') ||
            call.startsWith(`/api/titles/${title.id}?`) ||
            call === `/api/titles/${title.id}`,
        ),
        pathname,
      ).toEqual([]);
      expect(errors, `${pathname} at ${viewport.width}px`).toEqual([]);
      await context.close();
    }
  });

  it('keeps the layout still while it hydrates (no shift of the first screen)', async () => {
    for (const viewport of [viewports.mobile, viewports.desktop]) {
      const { page, context } = await openHydrated('/', viewport);
      await page.waitForLoadState('networkidle');
      const shift = await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            let total = 0;
            new PerformanceObserver((list) => {
              for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) {
                total += entry.value;
              }
            }).observe({ type: 'layout-shift', buffered: true });
            requestAnimationFrame(() => resolve(total));
          }),
      );
      expect(shift, `${viewport.width}px`).toBeLessThanOrEqual(0.01);
      await context.close();
    }
  });
});

async function expectSearchWorks(page: Page) {
  await openSearch(page);
  await typeQuery(page, 'Breaking');
  await page.waitForSelector(`[role="listbox"] a[href="${title.path}"]`);
}

describe('after hydration', () => {
  it('search, the slideshow and the mobile menu work on a phone (375px)', async () => {
    const { page, errors, context } = await openHydrated('/', viewports.mobile);
    // Paused first, so the slide it leaves is not the one autoplay moves to meanwhile.
    await page.click('button[aria-label="توقف نمایش خودکار"]');
    const dot = page.locator('button[aria-label^="نمایش اسلاید"]:not([aria-current="true"])').first();
    const label = (await dot.getAttribute('aria-label')) ?? '';
    await dot.click();
    await page.waitForSelector(`button[aria-label="${label}"][aria-current="true"]`);
    await page.click('button[aria-label="باز کردن منو"]');
    await page.waitForSelector('#mobile-menu nav');
    await page.keyboard.press('Escape');
    await page.waitForSelector('#mobile-menu', { state: 'detached' });
    await expectSearchWorks(page);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('search and the desktop menu work on a title page (1280px)', async () => {
    const { page, errors, context } = await openHydrated(title.path, viewports.desktop);
    await page.click('header nav a[data-menu-item="series"]');
    await page.waitForURL((url) => url.pathname === '/tv');
    await page.waitForSelector('a[data-title-card]');
    await expectSearchWorks(page);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('gives a signed-in user their own parts once the shared page has hydrated (1280px)', async () => {
    const { page, errors, context } = await openPage(browser, viewports.desktop);
    await signInAs(page, { name: 'نگار احمدی' });
    await page.goto(appUrl(title.path));
    // The same page as for everyone: the user's menu and library buttons come after hydration.
    await page.waitForSelector('a[data-menu-item="dashboard"]');
    await page.click('button[data-library-action="watchlist"][aria-pressed="false"]');
    await page.waitForSelector('button[data-library-action="watchlist"][aria-pressed="true"]');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('gives a signed-in user their account in the mobile menu after hydration (375px)', async () => {
    const { page, errors, context } = await openPage(browser, viewports.mobile);
    await signInAs(page, { name: 'نگار احمدی' });
    await page.goto(appUrl('/'));
    await page.waitForSelector('header a[href="/user/dashboard"]');
    await page.click('button[aria-label="باز کردن منو"]');
    await page.waitForSelector('#mobile-menu a[data-menu-item="logout"]');
    expect(errors).toEqual([]);
    await context.close();
  });
});
