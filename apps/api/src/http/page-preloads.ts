import fs from 'node:fs';
import path from 'node:path';
import type { FirstScreenPage } from './page-kind.ts';

/** Written by the web build (apps/web/build-plugins/page-preloads.ts). */
const PAGE_PRELOADS_FILE = path.join('.vite', 'page-preloads.json');

export type PagePreloads = Partial<Record<FirstScreenPage['kind'], string[]>>;

/** The build's list of first-screen scripts per page kind; empty when the build has none. */
export function readPagePreloads(webDistDir: string): PagePreloads {
  try {
    return JSON.parse(fs.readFileSync(path.join(webDistDir, PAGE_PRELOADS_FILE), 'utf8')) as PagePreloads;
  } catch {
    return {};
  }
}

/**
 * Lists the scripts of the page's first screen for the web app's start-up script
 * (apps/web/build-plugins/start-after-first-paint.ts), which preloads them with the entry right
 * after the first paint, so the browser fetches them all at once rather than one lazy import at
 * a time.
 */
export function addPagePreloads(html: string, files: readonly string[] | undefined): string {
  const safe = files?.filter((file) => /^\/assets\/[\w.-]+\.js$/.test(file)) ?? [];
  if (safe.length === 0) return html;
  const tag = `<script id="page-preloads" type="application/json">${JSON.stringify(safe)}</script>`;
  return html.includes('</head>') ? html.replace('</head>', `${tag}</head>`) : `${tag}${html}`;
}
