import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Plan, TitleDetail } from '@pardeh/contract';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcess } from '../apps/api/test/support/run-server-process.ts';
import { appUrl, launchBrowser, viewports } from './support/browser.ts';
import { findDemoTitle } from './support/demo-catalogue.ts';
import { playPast } from './support/playback.ts';
import { finishOnSandbox } from './support/premium-checkout.ts';
import { signInAs } from './support/signed-in-user.ts';

/**
 * The built app under the server's real Content-Security-Policy (http/security-headers.ts): every
 * main page, signed out and in, the sandbox gateway and the players, and the analytics tracker of
 * a server that configures one. Chromium reports each thing the policy blocks as a
 * `securitypolicyviolation` event and a console error; neither may appear.
 */

declare global {
  interface Window {
    cspViolations: string[];
  }
}

/** Violations recorded by the page itself, from before any of its scripts run. */
const recordViolations = () => {
  window.cspViolations = [];
  document.addEventListener('securitypolicyviolation', (event) => {
    window.cspViolations.push(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}`);
  });
};

interface WatchedContext {
  context: BrowserContext;
  page: Page;
  /** The current page's violation events, and the CSP console errors of every page so far. */
  violations(): Promise<string[]>;
}

async function openWatchedContext(browser: Browser): Promise<WatchedContext> {
  const context = await browser.newContext({ viewport: viewports.desktop, locale: 'fa-IR' });
  await context.addInitScript(recordViolations);
  const page = await context.newPage();
  const fromConsole: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy|Refused to/i.test(message.text())) {
      fromConsole.push(message.text());
    }
  });
  // A navigation replaces the window and its record: callers read it before leaving each page.
  const violations = async () => [...(await page.evaluate(() => window.cspViolations ?? [])), ...fromConsole];
  return { context, page, violations };
}

/**
 * Waits until what the page loads has been asked for: the network falls quiet (not for a
 * signed-in page, whose notification stream stays open), the fonts are in, and a frame and a task
 * have passed, so the browser has dispatched the violation events of what it blocked.
 */
async function settle(page: Page, { streaming = false } = {}): Promise<void> {
  await page.waitForLoadState(streaming ? 'load' : 'networkidle');
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  });
}

/** Opens `pathname`, waits for what shows the page is drawn, lets it settle; returns the violations. */
async function visit(
  watched: WatchedContext,
  pathname: string,
  drawn: string,
  options: { streaming?: boolean } = {},
): Promise<string[]> {
  await watched.page.goto(appUrl(pathname));
  await watched.page.waitForSelector(drawn);
  await settle(watched.page, options);
  return watched.violations();
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('the Content-Security-Policy in Chromium', () => {
  let film: TitleDetail;
  beforeAll(async () => {
    film = await findDemoTitle('Forrest Gump');
  });

  it('blocks nothing the app loads on its public pages', async () => {
    const watched = await openWatchedContext(browser);
    const pages: [string, string][] = [
      ['/', '[data-slide] h2'],
      [film.path, 'h1#title-heading'],
      ['/?order_by=votes&type=all&q=man', 'main a[data-title-card]'],
      ['/auth/login', 'input[name="password"]'],
      ['/premium/plans', 'ul[aria-busy="false"] [data-plan]'],
      [`/watch/trailer/${film.imdbId ?? film.id}`, 'video[data-video-player]'],
    ];
    for (const [pathname, drawn] of pages) {
      expect(await visit(watched, pathname, drawn), pathname).toEqual([]);
    }
    await playPast(watched.page, 1);
    expect(await watched.violations()).toEqual([]);
    await watched.context.close();
  });

  it('blocks nothing signed in: the dashboard, buying through the sandbox gateway, an HLS film', async () => {
    const watched = await openWatchedContext(browser);
    const { page } = watched;
    await signInAs(page, { name: 'رضا کاظمی', newNotifications: true });
    const signedIn = { streaming: true };
    expect(await visit(watched, '/user/dashboard', 'main h1', signedIn), 'dashboard').toEqual([]);
    expect(await visit(watched, '/user/notifications', 'main h1', signedIn), 'notifications').toEqual([]);

    const plans = ((await (await fetch(appUrl('/api/premium/plans'))).json()) as { data: Plan[] }).data;
    const plan = plans[0];
    if (!plan) throw new Error('no premium plans');
    expect(await visit(watched, `/premium/join/${plan.id}`, '[data-checkout]', signedIn), 'join').toEqual([]);
    await page.click('[data-checkout]');
    await page.waitForURL(/\/payments\/sandbox\//);
    await settle(page);
    expect(await watched.violations(), 'sandbox gateway').toEqual([]);
    // The gateway's form posts to itself and redirects to the callback, then to the result page.
    await finishOnSandbox(page, 'pay');
    await page.waitForSelector('main h1');
    await settle(page, signedIn);
    expect(await watched.violations(), 'payment result').toEqual([]);

    // A premium HLS file: hls.js plays it through a blob: media source and a blob: worker.
    const hls = film.files.items.find((file) => file.quality === '1080p' && file.premiumOnly);
    if (!hls) throw new Error('no premium 1080p file');
    await page.goto(appUrl(`/watch/${film.imdbId ?? film.id}/${hls.id}`));
    await playPast(page, 1);
    expect(await watched.violations(), 'HLS watch page').toEqual([]);
    await watched.context.close();
  });

  it('lets Swagger UI draw the API docs under their own policy', async () => {
    const watched = await openWatchedContext(browser);
    expect(await visit(watched, '/api/docs', '.swagger-ui .opblock'), 'API docs').toEqual([]);
    await watched.context.close();
  });
});

describe('the Content-Security-Policy with an analytics tracker configured', () => {
  let tracker: http.Server;
  let trackerOrigin: string;
  let server: Awaited<ReturnType<typeof startServerProcess>>;
  let dataDir: string;
  beforeAll(async () => {
    // An Umami-like tracker on another origin: its script reports the visit to its own origin.
    tracker = http.createServer((request, response) => {
      response.setHeader('access-control-allow-origin', '*');
      if (request.url === '/script.js') {
        response.setHeader('content-type', 'text/javascript');
        response.end(
          `fetch(new URL('/api/send', document.currentScript.src), { method: 'POST', body: '{}' })` +
            `.then(() => { document.documentElement.dataset.tracked = 'yes'; });`,
        );
        return;
      }
      response.statusCode = 204;
      response.end();
    });
    await new Promise<void>((resolve) => tracker.listen(0, '127.0.0.1', resolve));
    trackerOrigin = `http://127.0.0.1:${(tracker.address() as AddressInfo).port}`;
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pardeh-e2e-csp-'));
    server = await startServerProcess({
      DATA_DIR: dataDir,
      SEED_CATALOGUE: 'false',
      WEB_DIST_DIR: process.env.E2E_WEB_DIST_DIR ?? path.resolve(import.meta.dirname, '../apps/web/dist'),
      ANALYTICS_SCRIPT_URL: `${trackerOrigin}/script.js`,
      ANALYTICS_SITE_ID: 'csp-test',
    });
  });
  afterAll(async () => {
    await server?.stop('SIGTERM');
    await new Promise((resolve) => tracker?.close(resolve));
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('loads the tracker and lets it report, blocking nothing', async () => {
    const watched = await openWatchedContext(browser);
    await watched.page.goto(server.url);
    await watched.page.waitForSelector('html[data-tracked="yes"]');
    await settle(watched.page);
    expect(await watched.violations()).toEqual([]);
    await watched.context.close();
  });
});
