import { parseImagePath } from '@pardeh/contract';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { renderRequestedArtwork } from '../artwork/render-requested-artwork.ts';
import { imageFilesFor } from '../images/image-files.ts';

// A path names its file's content, so the file under it never changes.
const IMMUTABLE = 'public, max-age=31536000, immutable';

const notFound = (reply: FastifyReply) =>
  reply.status(404).header('Cache-Control', 'no-store').type('text/plain; charset=utf-8').send('Not found');

/**
 * `GET /images/{kind}/{key}/{width}.webp`: a stored picture (`images/`), from Pardeh's own origin.
 * A rendered picture (`artwork/`) not rendered yet is rendered now. Any other path under it, or a
 * picture not stored, is a plain 404.
 */
export const imageRoutes: FastifyPluginAsync = async (app) => {
  const files = imageFilesFor(app.config);

  app.get<{ Params: { kind: string; key: string; file: string } }>(
    '/images/:kind/:key/:file',
    { schema: { hide: true } },
    async (request, reply) => {
      const { kind, key, file } = request.params;
      const address = parseImagePath(`/images/${kind}/${key}/${file}`);
      if (!address) return notFound(reply);
      const etag = `"${address.key}-${address.width}"`;
      const data =
        (await files.read(address.key, address.width)) ??
        (await renderRequestedArtwork(app.database, files, address));
      if (!data) return notFound(reply);
      reply
        .header('Cache-Control', IMMUTABLE)
        .header('ETag', etag)
        .header('X-Content-Type-Options', 'nosniff');
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      return reply.type('image/webp').send(data);
    },
  );
};
