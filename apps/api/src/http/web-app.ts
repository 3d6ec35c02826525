import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { messages } from '../messages.ts';
import { renderPageHead } from '../seo/page-head.ts';
import { resolvePageHead } from '../seo/resolve-page-head.ts';
import { injectSiteConfig } from './inject-site-config.ts';

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
  const indexHtml = hasWebApp
    ? injectSiteConfig(fs.readFileSync(indexPath, 'utf8'), app.config.site)
    : undefined;

  app.setNotFoundHandler(async (request, reply) => {
    const [pathname = '/', query] = request.url.split('?');
    const isApi = pathname === '/api' || pathname.startsWith('/api/');
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (isApi || !wantsPage || indexHtml === undefined) {
      return reply.status(404).send({ message: isApi ? messages.routeNotFound : messages.notFound });
    }
    const search = query === undefined ? '' : `?${query}`;
    const page = await resolvePageHead(app.database, app.config.publicUrl, pathname, search);
    if (page.kind === 'redirect') return reply.redirect(page.location, 301);
    return reply
      .status(page.status)
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(page.head ? renderPageHead(indexHtml, page.head) : indexHtml);
  });
}
