import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { inject } from 'vitest';

export const viewports = {
  desktop: { width: 1280, height: 800 },
  mobile: { width: 375, height: 740 },
} as const;

export const appUrl = (pathname = '/') => `${inject('appUrl')}${pathname}`;

/**
 * The shared Chromium, connected anew by each file: starting a browser per file cost about a
 * second each (37 files) on the loaded 2-core CI machine. Closing a connected browser closes this
 * file's contexts and disconnects; the browser itself stays for the next file.
 */
export function launchBrowser(): Promise<Browser> {
  return chromium.connect(inject('browserEndpoint'));
}

export interface WatchedPage {
  context: BrowserContext;
  page: Page;
  /** Console errors and uncaught page errors seen so far. */
  errors: string[];
}

/** A page in a fresh context (cookies and storage of its own) that records every console error. */
export async function openPage(
  browser: Browser,
  viewport: { width: number; height: number },
): Promise<WatchedPage> {
  const context = await browser.newContext({ viewport, locale: 'fa-IR' });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  waitForTheAppOnLoad(page);
  return { context, page, errors };
}

/**
 * Makes `goto` and `reload` resolve once the app answers clicks. A server-rendered page shows its
 * buttons before its code has run, and a click then does nothing: a user would click again, a
 * test would fail. Addresses that are no page of the app (a JSON answer, an image) are not waited for.
 */
export function waitForTheAppOnLoad(page: Page): void {
  const interactive = () =>
    page.waitForFunction(
      () => document.documentElement.hasAttribute('data-interactive') || !document.getElementById('root'),
    );
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    if (response?.headers()['content-type']?.startsWith('text/html')) await interactive();
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    if (response?.headers()['content-type']?.startsWith('text/html')) await interactive();
    return response;
  };
}
