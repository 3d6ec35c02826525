import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { messages } from '../messages.ts';
import { renderPageHead } from '../seo/page-head.ts';
import { resolvePageHead } from '../seo/resolve-page-head.ts';
import { embedInitialResponses } from './initial-responses.ts';
import { injectSiteConfig } from './inject-site-config.ts';
import { firstScreenPageOf } from './page-kind.ts';
import { addPagePreloads, readPagePreloads } from './page-preloads.ts';
import { answerPageErrors } from './unavailable-page.ts';

const ONE_YEAR_SECONDS = 31_536_000;

/**
 * Serves the built web app from the same port as the API: files as they are (hashed assets cached
 * for a year), and `index.html` for every other non-API GET so client-side routes survive a reload.
 * Title, person and collection pages get their own <head> (SEO and link previews), unknown ones a
 * 404 status, and non-canonical addresses a redirect. Unknown `/api/*` paths stay JSON 404s.
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

  // Every other GET is a page of the app: a route of its own (not the not-found handler) so that
  // route hooks such as compression apply to the HTML. HTML pages, not an API operation: left out
  // of the OpenAPI document.
  app.get('/*', { schema: { hide: true }, errorHandler: answerPageErrors }, async (request, reply) => {
    const [pathname = '/', query] = request.url.split('?');
    if (pathname === '/api' || pathname.startsWith('/api/')) return notFound(request, reply);
    const search = query === undefined ? '' : `?${query}`;
    const page = await resolvePageHead(app.database, app.config.publicUrl, pathname, search);
    if (page.kind === 'redirect') return reply.redirect(page.location, 301);
    let html = page.head ? renderPageHead(indexHtml, page.head) : indexHtml;
    const firstScreen = page.status === 200 ? firstScreenPageOf(pathname, search) : null;
    if (firstScreen) {
      html = addPagePreloads(html, pagePreloads[firstScreen.kind]);
      html = await embedInitialResponses(app, html, firstScreen);
    }
    return reply
      .status(page.status)
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(html);
  });
}
