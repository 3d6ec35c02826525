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
  return { context, page, errors };
}
