import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import {
  countSitemapEntries,
  listSitemapEntries,
  type SitemapSection,
} from '../catalog/sitemap/sitemap-entries.ts';
import { renderRobotsTxt, renderSitemapIndex, renderUrlSet, staticPagePaths } from '../seo/render-sitemap.ts';

/** Well under the protocol's 50,000 URLs a file, so one file stays quick to build. */
const URLS_PER_SITEMAP = 10_000;
const sections: SitemapSection[] = ['titles', 'people', 'collections'];
const SITEMAP_CACHE_CONTROL = 'public, max-age=3600';

// Not the app's not-found handler: that would answer the web app's page with status 200.
const notFoundXml = (reply: FastifyReply) =>
  reply.status(404).type('text/plain; charset=utf-8').send('Not found');

/** `robots.txt`, and `sitemap.xml` as an index of one static and several catalogue sitemaps. */
export const seoRoutes: FastifyPluginAsync = async (app) => {
  const { database, config } = app;
  const xml = 'application/xml; charset=utf-8';

  app.get('/robots.txt', { schema: { hide: true } }, (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('Cache-Control', SITEMAP_CACHE_CONTROL)
      .send(renderRobotsTxt(config.publicUrl)),
  );

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const urls = [`${config.publicUrl}/sitemaps/pages.xml`];
    for (const section of sections) {
      const files = Math.ceil((await countSitemapEntries(database, section)) / URLS_PER_SITEMAP);
      for (let file = 1; file <= files; file++)
        urls.push(`${config.publicUrl}/sitemaps/${section}-${file}.xml`);
    }
    return reply.type(xml).header('Cache-Control', SITEMAP_CACHE_CONTROL).send(renderSitemapIndex(urls));
  });

  app.get<{ Params: { name: string } }>(
    '/sitemaps/:name',
    { schema: { hide: true } },
    async (request, reply) => {
      const { name } = request.params;
      if (name === 'pages.xml') {
        const entries = staticPagePaths.map((path) => ({
          url: `${config.publicUrl}${path}`,
          updatedAt: null,
        }));
        return reply.type(xml).header('Cache-Control', SITEMAP_CACHE_CONTROL).send(renderUrlSet(entries));
      }
      const match = /^(titles|people|collections)-([1-9]\d{0,5})\.xml$/.exec(name);
      if (!match) return notFoundXml(reply);
      const section = match[1] as SitemapSection;
      const rows = await listSitemapEntries(
        database,
        section,
        URLS_PER_SITEMAP,
        (Number(match[2]) - 1) * URLS_PER_SITEMAP,
      );
      if (rows.length === 0) return notFoundXml(reply);
      const entries = rows.map((row) => ({
        url: `${config.publicUrl}${encodeURI(row.path)}`,
        updatedAt: row.updated_at,
      }));
      return reply.type(xml).header('Cache-Control', SITEMAP_CACHE_CONTROL).send(renderUrlSet(entries));
    },
  );
};
