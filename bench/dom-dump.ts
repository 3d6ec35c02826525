/**
 * The public pages' rendered DOM, from this build and an earlier one, compared: proof that a
 * refactor changed no behaviour a visitor sees. Each build serves a freshly seeded embedded
 * database; Chromium opens the same addresses at 1280 px, waits for the network to settle, and
 * the page's body is written out with what differs between any two renders masked (Emotion's
 * class hashes, React's generated ids). Prints one line per page and exits 1 on a
 * difference; the dumps are under var/dom-dump/<build>/ for `diff -r`.
 *
 *   npm run build && node --import tsx bench/dom-dump.ts --base <git ref>
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Page } from 'playwright-core';
import { type ServerProcess, startServerProcess } from '../apps/api/test/support/run-server-process.ts';
import { buildWorktree } from './support/build-worktree.ts';

const { values } = parseArgs({ options: { base: { type: 'string' } } });
if (!values.base) throw new Error('usage: bench/dom-dump.ts --base <git ref>');
const outDir = path.resolve(import.meta.dirname, '../var/dom-dump');

/** The public pages: fixed addresses, and one of each kind of catalogue page found in the demo. */
async function publicPages(origin: string): Promise<Array<[string, string]>> {
  const json = async <T>(apiPath: string) => (await (await fetch(`${origin}api/${apiPath}`)).json()) as T;
  const slideshow = await json<{ data: Array<{ path: string }> }>('titles/slideshow');
  const series = await json<{ data: Array<{ path: string }> }>('titles/slideshow?type=series');
  const collections = await json<{ data: Array<{ path: string }> }>('collections');
  const title = slideshow.data[0]?.path ?? '/';
  const detail = await (await fetch(`${origin}api/titles/${title.split('/')[2]}`)).text();
  const person = /"path":"(\/people\/[^"]+)"/.exec(detail)?.[1] ?? '/';
  return [
    ['home', '/'],
    ['series-list', '/tv'],
    ['title', title],
    ['series', series.data[0]?.path ?? '/tv'],
    ['person', person],
    ['collections', '/collections'],
    ['collection', collections.data[0]?.path ?? '/collections'],
    ['categories', '/categories'],
    ['coming-soon', '/comingsoon'],
    ['search', '/search?q=%D9%BE%D8%AF%D8%B1'],
    ['plans', '/premium/plans'],
    ['go-premium', '/gopremium'],
    ['login', '/auth/login'],
    ['register', '/auth/register'],
    ['forgot-password', '/auth/forgot-password'],
    ['contact', '/contact'],
    ['not-found', '/no-such-page'],
  ];
}

/** The body with what legitimately differs between two renders of the same page masked. */
async function dumpBody(page: Page): Promise<string> {
  const html = await page.evaluate(() => {
    // The loading bar (nprogress) may still be fading out after the network settles.
    for (const node of document.querySelectorAll('script, style, link, #nprogress')) node.remove();
    return document.body.outerHTML;
  });
  return html
    .replace(/\bcss-[a-z0-9]+(-[\w-]+)?/g, 'css-*')
    .replace(/\b(id|for|aria-labelledby|aria-describedby|aria-controls)="[^"]*(?:«|:r)[^"]*"/g, '$1="*"')
    .replace(/></g, '>\n<');
}

async function serve(root?: string): Promise<ServerProcess> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pardeh-dom-dump-'));
  return startServerProcess({ DATA_DIR: dataDir, LOG_LEVEL: 'warn' }, root ? { root } : {});
}

const base = buildWorktree(values.base, { build: true });
const servers = { [base.commit]: await serve(base.root), head: await serve() };
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
let differing = 0;
try {
  const pages = await publicPages(servers.head.url);
  for (const [name, address] of pages) {
    const dumps: string[] = [];
    for (const [label, server] of Object.entries(servers)) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'fa-IR' });
      const page = await context.newPage();
      await page.goto(new URL(address.slice(1), server.url).toString(), { waitUntil: 'networkidle' });
      const dump = await dumpBody(page);
      await context.close();
      fs.mkdirSync(path.join(outDir, label), { recursive: true });
      fs.writeFileSync(path.join(outDir, label, `${name}.html`), dump);
      dumps.push(dump);
    }
    const same = dumps[0] === dumps[1];
    if (!same) differing += 1;
    console.log(`${same ? 'same     ' : 'DIFFERENT'}  ${name.padEnd(16)} ${address}`);
  }
} finally {
  await browser.close();
  await Promise.all(Object.values(servers).map((server) => server.stop()));
}
console.log(`\n${differing} of the pages differ; dumps in ${path.relative(process.cwd(), outDir)}/`);
process.exitCode = differing ? 1 : 0;
