import { errorBodySchema, MEDIA_UPLOAD_ASSET_HEADER } from '@pardeh/contract';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { operatorId } from '../../http/admin.ts';
import { allowedOrigins } from '../../http/cors.ts';
import { mediaDepsFor } from '../../media/media-deps.ts';
import { createUploadServer, UPLOADS_PATH } from '../../media/uploads/tus-uploads.ts';
import { messages } from '../../messages.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** `false`: the CORS of `http/cors.ts` leaves this route alone (it answers CORS itself). */
    cors?: false;
  }
}

const tags = ['admin'];
const security = [{ bearer: [] }];

const TUS_VERSION = '1.0.0';
const ABANDONED_UPLOAD_SWEEP_MS = 6 * 3_600_000;

/** tus upload ids: 32 hex digits (`@tus/server`'s default names). */
const uploadParamsSchema = z.object({ uploadId: z.string().regex(/^[0-9a-f]{32}$/) });

/** What every tus operation's description starts with. */
const TUS_ANSWERS =
  'Administrators only (401 without a session, 403 for other users); never cached. Speaks tus 1.0: without `Tus-Resumable: 1.0.0` the answer is 412.';

interface UploadOperation {
  summary: string;
  operationId: string;
  description: string;
  withId: boolean;
  /** The 2xx answer tus gives, for the document. */
  success: Record<number, z.ZodNull>;
}

/**
 * The tus endpoints. The operator is checked first (401/403 as everywhere in the console); then
 * `@tus/server` takes the raw request and answers it itself, the body streamed to disk unread by
 * Fastify (its own content type parser does nothing). Preflights are answered by tus too, with
 * the protocol's headers allowed, and need no session, as browsers send them without one.
 */
export const adminUploadRoutes: FastifyPluginAsync = async (app) => {
  const uploads = createUploadServer(mediaDepsFor(app.database.db, app.config.media), app.events, () => [
    ...allowedOrigins(app.config),
  ]);
  app.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) => done(null));
  // Abandoned uploads would fill the disk: look for them every few hours while the server runs.
  const sweep = setInterval(() => {
    uploads
      .removeAbandoned()
      .catch((error: unknown) => app.log.warn({ err: error }, 'abandoned uploads not removed'));
  }, ABANDONED_UPLOAD_SWEEP_MS).unref();
  app.addHook('onClose', async () => clearInterval(sweep));
  const handOver = async (request: FastifyRequest, reply: FastifyReply, operator: number | null) => {
    // tus would answer a request without its version header in English plain text.
    if (request.method !== 'OPTIONS' && request.headers['tus-resumable'] !== TUS_VERSION) {
      return reply
        .status(412)
        .header('Tus-Version', TUS_VERSION)
        .send({ message: messages.media.uploadNeedsTus });
    }
    reply.hijack();
    reply.raw.setHeader('Cache-Control', 'no-store');
    await uploads.handle(request.raw, reply.raw, operator);
  };
  /** tus answers these itself (the reply is hijacked): the schemas only document them. */
  const schema = ({ summary, operationId, description, withId, success }: UploadOperation) => ({
    tags,
    summary,
    operationId,
    description: `${TUS_ANSWERS} ${description}`,
    security,
    ...(withId ? { params: uploadParamsSchema } : {}),
    response: {
      ...success,
      401: errorBodySchema,
      403: errorBodySchema,
      412: errorBodySchema,
      413: errorBodySchema,
      415: errorBodySchema,
      422: errorBodySchema,
    },
  });

  app.post(
    UPLOADS_PATH,
    {
      // tus answers CORS itself (its headers: Upload-Offset, Location, Tus-Resumable …).
      config: { cors: false },
      preValidation: [app.requireAdmin],
      schema: schema({
        summary:
          'Starts a resumable upload (tus 1.0; Upload-Length, Upload-Metadata: titleId, episodeId, purpose, language, premiumOnly, filename, filetype)',
        operationId: 'adminCreateUpload',
        description: `422 for metadata that does not parse or a trailer for an episode, 415 for a file that is not a video, 404 for an unknown title or episode, 413 for a size over MEDIA_MAX_UPLOAD_BYTES. The answer's Location is the upload's address for PATCH, HEAD and DELETE.`,
        withId: false,
        success: {
          201: z.null().describe('Created: Location names the new upload (no body)'),
        },
      }),
    },
    (request, reply) => handOver(request, reply, operatorId(request)),
  );
  const uploadOperations = [
    {
      method: 'HEAD',
      summary: 'The offset an upload has reached (tus), to resume from',
      operationId: 'adminGetUploadOffset',
      description: '404 for an unknown upload. The offset comes in Upload-Offset, the size in Upload-Length.',
      withId: true,
      success: { 200: z.null().describe('The upload exists (Upload-Offset, Upload-Length; no body)') },
    },
    {
      method: 'PATCH',
      summary: 'Sends the next part of an upload (tus, application/offset+octet-stream)',
      operationId: 'adminAppendToUpload',
      description: `404 for an unknown upload; 409 when Upload-Offset is not where the upload stands (ask HEAD and resume from there). The request that completes the upload creates its source, queues the transcode and answers the source's id in ${MEDIA_UPLOAD_ASSET_HEADER}.`,
      withId: true,
      success: { 204: z.null().describe('The part is stored (the new Upload-Offset; no body)') },
    },
    {
      method: 'DELETE',
      summary: 'Abandons an unfinished upload (tus termination)',
      operationId: 'adminAbandonUpload',
      description: '404 for an unknown upload. Uploads left unfinished for a week are deleted anyway.',
      withId: true,
      success: { 204: z.null().describe('The upload and its stored bytes are deleted (no body)') },
    },
  ] as const;
  for (const { method, ...operation } of uploadOperations) {
    app.route({
      method,
      url: `${UPLOADS_PATH}/:uploadId`,
      config: { cors: false },
      preValidation: [app.requireAdmin],
      schema: schema(operation),
      handler: (request, reply) => handOver(request, reply, operatorId(request)),
    });
  }
  for (const url of [UPLOADS_PATH, `${UPLOADS_PATH}/:uploadId`]) {
    app.route({
      method: 'OPTIONS',
      url,
      config: { cors: false },
      schema: { hide: true },
      handler: (request, reply) => handOver(request, reply, null),
    });
  }
};
