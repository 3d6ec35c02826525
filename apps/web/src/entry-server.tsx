// The server's entry (`vite build --ssr`, loaded by apps/api/src/http/page-renderer.ts): renders
// the first screen of a public page to HTML, with its styles and its data for the browser's hydration.
import './app/zod-without-eval.ts';
import { Writable } from 'node:stream';
import createEmotionServer from '@emotion/server/create-instance';
import { pagePathMatcher } from '@pardeh/contract/page-paths';
import { dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { serverRenderedPaths } from './app/page-rows.ts';
import { AppProviders } from './app/providers.tsx';
import { AppRoutes, preloadPage } from './app/routes.tsx';
import { createRtlCache } from './app/theme/rtl-cache.ts';
import { type SiteConfig, siteConfig } from './config/site.ts';
import { sendApiRequestsThrough } from './lib/api-client.ts';
import { createQueryClient } from './lib/query-client.ts';
import { SERVER_STATE_ELEMENT_ID } from './lib/server-state.ts';

export interface ServerRenderingSetup {
  /** Answers the app's API requests in-process (anonymous GETs of the public catalogue). */
  fetchApi: typeof fetch;
  /** The site's configuration, as the server writes it into every page. */
  site: SiteConfig;
}

/** What a page's HTML gets: the markup inside `#root`, the style elements for the head, the data. */
export interface RenderedPage {
  html: string;
  styles: string;
  /** `<script id="server-state">`: the data cache, dehydrated, for the browser's QueryClient. */
  stateScript: string;
}

/** Once per process, before the first render. */
export function setUpServerRendering({ fetchApi, site }: ServerRenderingSetup): void {
  sendApiRequestsThrough(fetchApi);
  Object.assign(siteConfig, site);
}

/** Whether the server renders the page at `pathname` (its route table row says `serverRendered`). */
export const isServerRendered: (pathname: string) => boolean = pagePathMatcher(serverRenderedPaths);

// Each pass renders the page, then fetches the queries it asked for; the next renders with their
// data and may ask for more (a row's titles once the home page's rows are known). Four suffice.
const MAX_PASSES = 4;

/**
 * The first screen of the page at `url` (path and query), or null when the server does not
 * render that page or one of its queries failed (the browser then renders it as usual, so an
 * error shows as the app shows errors, with its retry).
 */
export async function renderPage(url: string): Promise<RenderedPage | null> {
  const pathname = url.split('?')[0] ?? '/';
  if (!isServerRendered(pathname)) return null;
  await preloadPage(pathname);
  const queryClient = createQueryClient();
  // A failure is the browser's to show and retry; the server renders nothing for it.
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  for (let pass = 1; ; pass++) {
    const emotionCache = createRtlCache();
    const emotionServer = createEmotionServer(emotionCache);
    const html = await renderToHtml(
      <AppProviders queryClient={queryClient} emotionCache={emotionCache}>
        <StaticRouter location={url}>
          <AppRoutes />
        </StaticRouter>
      </AppProviders>,
    );
    const queries = queryClient.getQueryCache().findAll();
    if (queries.some((query) => query.state.status === 'error')) return null;
    const asked = queries.filter(waitsForFetch);
    if (asked.length > 0 && pass < MAX_PASSES) {
      await Promise.all(asked.map((query) => query.fetch().catch(() => undefined)));
      continue;
    }
    const chunks = emotionServer.extractCriticalToChunks(html);
    return {
      html: chunks.html,
      styles: emotionServer.constructStyleTagsFromChunks(chunks),
      stateScript: stateScriptOf(queryClient),
    };
  }
}

/** A query a component asked for that has neither data nor a fetch under way, and may fetch. */
function waitsForFetch(query: Query): boolean {
  if (query.state.status !== 'pending' || query.state.fetchStatus !== 'idle') return false;
  const { enabled } = query.options as { enabled?: boolean | ((query: Query) => boolean) };
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
}

function stateScriptOf(queryClient: QueryClient): string {
  // `<` is escaped so that no title or plot can close the script element.
  const json = JSON.stringify(dehydrate(queryClient)).replace(/</g, '\\u003c');
  return `<script id="${SERVER_STATE_ELEMENT_ID}" type="application/json">${json}</script>`;
}

/**
 * React's streaming renderer, waited out: the page is cached whole (and its data must be known
 * before it is sent), so nothing is streamed.
 */
function renderToHtml(element: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        html += chunk.toString('utf8');
        done();
      },
      final(done) {
        resolve(html);
        done();
      },
    });
    const stream = renderToPipeableStream(element, {
      // Every boundary inline, whatever its size: React would send a large one after the rest with
      // a script to move it into place, and the page's CSP runs no inline script.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: (error) => {
        reject(error);
      },
    });
  });
}
