import type { FastifyReply, FastifyRequest } from 'fastify';
import { ResponseCache } from '../catalog/cache/response-cache.ts';
import { matchesEtag, sendText } from '../catalog/cache/send-public.ts';
import type { PageRenderer } from './page-renderer.ts';
import { withRenderedPage } from './server-rendered-page.ts';

/**
 * A server-rendered page is the same for every visitor (signed-in parts render in the browser),
 * so a CDN may keep it a minute and serve it stale while refetching; browsers ask again each time
 * (`max-age=0`) and get a 304 while it has not changed, since its scripts' names change with each
 * deployment.
 */
export const RENDERED_PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';

/** The renderer's answer was "not this page" (a query failed): the browser renders it instead. */
class NotRendered extends Error {}

export type SendRenderedPage = (
  request: FastifyRequest,
  reply: FastifyReply,
  url: string,
  /** The page's index.html (head included), or null when the page is not rendered (a 404, a redirect). */
  shell: () => Promise<string | null>,
) => Promise<boolean>;

/**
 * Sends pages rendered by `renderer` into their `shell` (index.html with the page's head), each
 * rendered once per address and kept like the catalogue's answers (`ResponseCache`: a minute, dropped on any
 * catalogue change, concurrent misses sharing one render), with its compressed forms and a weak
 * ETag. Resolves false, sending nothing, when the page has no shell or could not be rendered: the
 * caller then answers as for any page (a redirect, a 404, or the plain app that renders it in the
 * browser).
 */
export function renderedPageSender(renderer: PageRenderer): SendRenderedPage {
  const pages = new ResponseCache();
  return async (request, reply, url, shell) => {
    let page: Awaited<ReturnType<ResponseCache['get']>>;
    try {
      page = await pages.get(url, async () => {
        const html = await shell();
        const rendered = html === null ? null : await renderer.render(url);
        if (html === null || !rendered) throw new NotRendered();
        return withRenderedPage(html, rendered);
      });
    } catch (error) {
      if (!(error instanceof NotRendered)) request.log.warn({ err: error, url }, 'server rendering failed');
      return false;
    }
    reply.status(200).header('ETag', page.etag).header('Cache-Control', RENDERED_PAGE_CACHE_CONTROL);
    if (matchesEtag(request.headers['if-none-match'], page.etag)) {
      await reply.code(304).send();
      return true;
    }
    page.encoded ??= {};
    await sendText(request, reply, 'text/html; charset=utf-8', page.body, page.encoded);
    return true;
  };
}
