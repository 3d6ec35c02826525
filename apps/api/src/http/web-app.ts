import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendText } from '../catalog/cache/send-public.ts';
import { messages } from '../messages.ts';
import { renderPageHead } from '../seo/page-head.ts';
import { resolvePageHead } from '../seo/resolve-page-head.ts';
import { SELF_COMPRESSED } from './compression.ts';
import { embedInitialResponses } from './initial-responses.ts';
import { injectSiteConfig } from './inject-site-config.ts';
import { firstScreenPageOf } from './page-kind.ts';
import { readPagePaths, readSignedInPaths } from './page-paths.ts';
import { addPagePreloads, readPagePreloads } from './page-preloads.ts';
import { loadPageRenderer } from './page-renderer.ts';
import { renderedPageSender } from './send-rendered-page.ts';
import { redirectToSignIn } from './sign-in-redirect.ts';
import { withoutTrackingParameters } from './tracking-parameters.ts';
import { answerPageErrors } from './unavailable-page.ts';

const ONE_YEAR_SECONDS = 31_536_000;

/**
 * Serves the built web app from the same port as the API: files as they are (hashed assets cached
 * for a year), and `index.html` for every page of the app so client-side routes survive a reload.
 * A GET for an address that is no page of the app's route table (the build's list,
 * `page-paths.ts`) gets the same `index.html` with a 404 status, and the app shows its not-found
 * page. Title, person and collection pages get their own <head> (SEO and link previews), unknown
 * ids a 404 status, and non-canonical addresses a redirect. Unknown `/api/*` paths stay JSON 404s.
 * A kids' profile's session gets the plain app, private: no page head, rendered screen or embedded
 * answer, which are built for everybody and could name a title the child may not see; the
 * browser then renders what the API answers that profile.
 */
export async function registerWebApp(app: FastifyInstance, webDistDir: string): Promise<void> {
  const indexPath = path.join(webDistDir, 'index.html');
  const hasWebApp = fs.existsSync(indexPath);
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      index: false,
      cacheControl: false,
      // The build writes `.br` and `.gz` beside each text asset; they go out to clients that accept them.
      preCompressed: true,
      // index.html only ever goes out with the site configuration in it (the not-found handler below).
      allowedPath: (pathName) => pathName !== '/index.html',
      setHeaders: (reply, filePath) => {
        const hashed = filePath.startsWith(path.join(webDistDir, 'assets') + path.sep);
        reply.header(
          'Cache-Control',
          hashed ? `public, max-age=${ONE_YEAR_SECONDS}, immutable` : 'public, max-age=300',
        );
      },
    });
  } else {
    app.log.warn({ webDistDir }, 'web app is not built; only the API is served (run `npm run build`)');
  }
  const pagePreloads = readPagePreloads(webDistDir);
  const pagePaths = hasWebApp ? readPagePaths(webDistDir) : undefined;
  if (hasWebApp && !pagePaths) {
    app.log.warn({ webDistDir }, 'the web build lists no page paths; every address is answered as a page');
  }
  const isPagePath = pagePaths ?? (() => true);
  const isSignedInOnly = (hasWebApp && readSignedInPaths(webDistDir)) || (() => false);
  const indexHtml = hasWebApp
    ? injectSiteConfig(fs.readFileSync(indexPath, 'utf8'), app.config.site)
    : undefined;

  const notFound = (request: FastifyRequest, reply: FastifyReply) => {
    const isApi =
      request.url === '/api' || request.url.startsWith('/api/') || request.url.startsWith('/api?');
    return reply.status(404).send({ message: isApi ? messages.routeNotFound : messages.notFound });
  };
  app.setNotFoundHandler(notFound);
  if (indexHtml === undefined) return;
  app.allowInlineScriptsOf(indexHtml);
  const renderer = await loadPageRenderer(app, webDistDir);
  const sendRendered = renderer && renderedPageSender(renderer);

  // Every other GET is answered with the app, a page of it or its not-found page: a route of its
  // own (not the not-found handler) so that route hooks such as compression apply to the HTML.
  // HTML pages, not an API operation: left out of the OpenAPI document.
  // Server-rendered pages compress themselves (their cached compressed forms).
  const route = { schema: { hide: true }, errorHandler: answerPageErrors, ...SELF_COMPRESSED };
  app.get('/*', route, async (request, reply) => {
    const [pathname = '/', query] = request.url.split('?');
    if (pathname === '/api' || pathname.startsWith('/api/')) return notFound(request, reply);
    const search = query === undefined ? '' : `?${query}`;
    // No page of the app: its not-found page, with a status that says so (no soft 404).
    if (!isPagePath(pathname)) return sendPage(request, reply, 404, indexHtml);
    // `request.profile` is the session's active profile, from the `token` cookie for a page.
    if (!request.profile && isSignedInOnly(pathname)) return redirectToSignIn(request, reply, request.url);
    if (request.profile?.kind === 'kids')
      return sendPage(request, reply, 200, indexHtml, 'private, no-cache');
    // The page's shell: index.html with its head and first-screen preloads, or how else to answer.
    const resolve = async (pageSearch: string) => {
      const page = await resolvePageHead(app.database, app.config.publicUrl, pathname, pageSearch);
      if (page.kind === 'redirect') return page;
      let html = page.head ? renderPageHead(indexHtml, page.head) : indexHtml;
      const firstScreen = page.status === 200 ? firstScreenPageOf(pathname, pageSearch) : null;
      if (firstScreen) html = addPagePreloads(html, pagePreloads[firstScreen.kind]);
      return { ...page, html, firstScreen };
    };
    // A public page's first screen in the HTML, the browser then hydrating it: looked up first, so
    // a page rendered once costs no database call. Links' tracking parameters are no page's.
    if (sendRendered && renderer?.renders(pathname)) {
      const pageSearch = withoutTrackingParameters(search);
      const sent = await sendRendered(request, reply, `${pathname}${pageSearch}`, async () => {
        const page = await resolve(pageSearch);
        return page.kind === 'page' && page.status === 200 ? page.html : null;
      });
      if (sent) return reply;
    }
    const page = await resolve(search);
    if (page.kind === 'redirect') return reply.redirect(page.location, 301);
    let { html } = page;
    const { firstScreen } = page;
    if (firstScreen) html = await embedInitialResponses(app, html, firstScreen);
    return sendPage(request, reply, page.status, html);
  });
}

/** A page of the app: HTML that is never cached for long (its scripts' names change with each build). */
const sendPage = async (
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  html: string,
  cacheControl = 'no-cache',
) => {
  await sendText(
    request,
    reply.status(status).header('Cache-Control', cacheControl),
    'text/html; charset=utf-8',
    html,
  );
  return reply;
};
