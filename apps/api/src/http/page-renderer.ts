import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';

/** Where the web build puts its server entry (apps/web/vite.config.ts, `SERVER_ENTRY_DIR`). */
const SERVER_ENTRY = path.join('.ssr', 'entry-server.js');

/** A public page's first screen, as the web app's server entry renders it. */
export interface RenderedPage {
  /** The markup for inside `#root`. */
  html: string;
  /** Emotion's style elements for the page's head. */
  styles: string;
  /** The `<script id="server-state">` element with the page's data. */
  stateScript: string;
}

/** What apps/web/src/entry-server.tsx exports. */
interface ServerEntry {
  setUpServerRendering(setup: { fetchApi: typeof fetch; site: unknown }): void;
  isServerRendered(pathname: string): boolean;
  renderPage(url: string): Promise<RenderedPage | null>;
}

export interface PageRenderer {
  /** Whether the app renders the page at `pathname` on the server. */
  renders(pathname: string): boolean;
  /** The page at `url` (path and query); null when it could not be rendered (a query failed). */
  render(url: string): Promise<RenderedPage | null>;
}

/**
 * Loads the web build's server entry, wired to answer the app's API requests from this server
 * in-process (`inject`: the same routes, cache and contract a browser's request meets, without a
 * socket). Undefined for a build without one: every page is then rendered in the browser.
 */
export async function loadPageRenderer(
  app: FastifyInstance,
  webDistDir: string,
): Promise<PageRenderer | undefined> {
  const file = path.join(webDistDir, SERVER_ENTRY);
  if (!fs.existsSync(file)) {
    app.log.warn({ file }, 'the web build has no server entry; pages are rendered in the browser only');
    return undefined;
  }
  const entry = (await import(pathToFileURL(file).href)) as ServerEntry;
  entry.setUpServerRendering({ fetchApi: injectedFetch(app), site: app.config.site });
  return {
    renders: (pathname) => entry.isServerRendered(pathname),
    render: (url) => entry.renderPage(url),
  };
}

/** `fetch` for the app's anonymous GETs, answered by this server's own routes. */
function injectedFetch(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const response = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: url.pathname + url.search,
      headers: { accept: 'application/json' },
    });
    const hasBody = response.statusCode !== 204 && response.statusCode !== 304;
    return new Response(hasBody ? response.body : null, {
      status: response.statusCode,
      headers: { 'content-type': String(response.headers['content-type'] ?? 'application/json') },
    });
  };
}
