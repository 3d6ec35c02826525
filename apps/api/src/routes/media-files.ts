import fs from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';

const ONE_YEAR_SECONDS = 31_536_000;
/** Playlists are small and read once per play: a short cache, so a deleted file stops playing soon. */
const PLAYLIST_SECONDS = 300;

/**
 * `GET /media/*`: the media pipeline's files from storage (MEDIA_DIR), with range requests (206,
 * `Accept-Ranges`) for players that seek. Segments, posters and subtitles are cached for a year:
 * their keys are never reused. Paths outside storage and dot-files are 404s. The demo clip the
 * web build carries (`apps/web/public/media`) keeps its own routes (http/web-app.ts), which are
 * exact paths and so win over this wildcard.
 */
export const mediaFileRoutes: FastifyPluginAsync = async (app) => {
  const root = app.config.media.dir;
  fs.mkdirSync(root, { recursive: true });
  await app.register(fastifyStatic, {
    root,
    prefix: '/media/',
    decorateReply: false,
    index: false,
    dotfiles: 'deny',
    cacheControl: false,
    etag: true,
    lastModified: true,
    acceptRanges: true,
    setHeaders: (reply, filePath) => {
      reply.header(
        'Cache-Control',
        filePath.endsWith('.m3u8')
          ? `public, max-age=${PLAYLIST_SECONDS}`
          : `public, max-age=${ONE_YEAR_SECONDS}, immutable`,
      );
    },
  });
};
