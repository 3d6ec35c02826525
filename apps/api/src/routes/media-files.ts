import fs from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import { openMediaBucket } from '../media/storage/media-bucket.ts';
import { serveMediaFromBucket } from './media-bucket-files.ts';
import { mediaCacheControl } from './media-cache.ts';

/**
 * `GET /media/*`: the media pipeline's files from storage (MEDIA_DIR, or the bucket with
 * MEDIA_STORAGE=s3: media-bucket-files.ts), with range requests (206, `Accept-Ranges`) for players
 * that seek. Segments, posters and subtitles are cached for a year: their keys are never reused.
 * Paths outside storage and dot-files are 404s. The demo clip the web build carries
 * (`apps/web/public/media`) keeps its own routes (http/web-app.ts), which are exact paths and so
 * win over this wildcard.
 */
export const mediaFileRoutes: FastifyPluginAsync = async (app) => {
  const { s3 } = app.config.media;
  if (s3) {
    serveMediaFromBucket(app, openMediaBucket(s3));
    return;
  }
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
      reply.header('Cache-Control', mediaCacheControl(filePath));
    },
  });
};
