import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../http/errors.ts';
import { type MediaBucket, readBucketObject } from '../media/storage/media-bucket.ts';
import { IMAGES_FOLDER, isSafeKey, UPLOADS_FOLDER } from '../media/storage/media-storage.ts';
import { messages } from '../messages.ts';
import { mediaCacheControl } from './media-cache.ts';

/**
 * `GET`/`HEAD /media/*` from the bucket (MEDIA_STORAGE=s3), streamed through this server rather
 * than redirected to the bucket (docs/DECISIONS.md): playlists' relative addresses keep resolving
 * under `/media/`, whatever the API checks before a file is served applies to every byte, and the
 * bucket stays private. The client's `Range` and `If-None-Match` go to S3, whose 206, 304 and 416
 * are answered as they come. Keys that are not plain names, uploads and pictures are 404s; a
 * bucket that does not answer is a 503.
 */
export function serveMediaFromBucket(app: FastifyInstance, bucket: MediaBucket): void {
  const handler = async (request: FastifyRequest<{ Params: { '*': string } }>, reply: FastifyReply) => {
    const key = request.params['*'];
    const folder = key.split('/')[0];
    if (!isSafeKey(key) || folder === UPLOADS_FOLDER || folder === IMAGES_FOLDER) return notFound(reply);
    const read = await readBucketObject(bucket, key, {
      range: request.headers.range,
      ifNoneMatch: request.headers['if-none-match'],
      head: request.method === 'HEAD',
    }).catch((error: unknown) => {
      // The bucket is down, unreachable or refuses our keys: an outage, not this request's fault.
      request.log.error({ err: error, key }, 'media bucket read failed');
      throw new HttpError(503, messages.media.storageUnavailable);
    });
    if (read === 'missing') return notFound(reply);
    reply.header('Accept-Ranges', 'bytes').header('Cache-Control', mediaCacheControl(key));
    if (read === 'not-modified') return reply.code(304).send();
    if (read === 'unsatisfiable') return reply.code(416).send();
    if (read.etag) reply.header('ETag', read.etag);
    if (read.lastModified) reply.header('Last-Modified', read.lastModified.toUTCString());
    if (read.contentRange) reply.code(206).header('Content-Range', read.contentRange);
    reply.header('Content-Type', read.contentType).header('Content-Length', read.length);
    return reply.send(read.body ?? '');
  };
  app.route({ method: ['GET', 'HEAD'], url: '/media/*', handler });
}

/** The same 404 `@fastify/static` gives for a missing file. */
const notFound = (reply: FastifyReply) => reply.callNotFound();
