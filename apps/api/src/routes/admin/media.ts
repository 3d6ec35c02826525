import {
  addSubtitleBodySchema,
  adminMediaAssetSchema,
  adminMediaFileSchema,
  adminMediaJobSchema,
  adminMediaJobsQuerySchema,
  adminSubtitleSchema,
  adminTitleMediaSchema,
  errorBodySchema,
  idParamsSchema,
  MEDIA_UPLOAD_ASSET_HEADER,
  mediaAssetParamsSchema,
  pageOf,
  registerMediaAssetBodySchema,
  resourceOf,
  SUBTITLE_MAX_BYTES,
  setTrailerBodySchema,
  subtitleParamsSchema,
  titleTrailerSchema,
  updateMediaFileBodySchema,
} from '@pardeh/contract';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { operatorId } from '../../http/admin.ts';
import { deleteMediaAsset } from '../../media/delete-media-asset.ts';
import { deleteMediaFile } from '../../media/delete-media-file.ts';
import { listMediaJobs } from '../../media/list-media-jobs.ts';
import { listTitleMedia } from '../../media/list-title-media.ts';
import { mediaDepsFor } from '../../media/media-deps.ts';
import { registerMediaAsset } from '../../media/register-media-asset.ts';
import { retryMediaJob } from '../../media/retry-media-job.ts';
import { setTitleTrailerUrl } from '../../media/set-title-trailer.ts';
import { addSubtitle } from '../../media/subtitles/add-subtitle.ts';
import { deleteSubtitle } from '../../media/subtitles/delete-subtitle.ts';
import { updateMediaFile } from '../../media/update-media-file.ts';
import { createUploadServer, UPLOADS_PATH } from '../../media/uploads/tus-uploads.ts';
import { messages } from '../../messages.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** `false`: @fastify/cors leaves this route alone (it answers CORS itself). */
    cors?: false;
  }
}

const tags = ['admin'];
const security = [{ bearer: [] }];
const guarded = { 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 422: errorBodySchema };

/** Room for the largest subtitle text once JSON escapes its line breaks and quotes. */
const SUBTITLE_BODY_LIMIT = SUBTITLE_MAX_BYTES * 2 + 64 * 1024;

/**
 * The media pipeline's console API: a title's files, trailer and work in progress; registering
 * sources; editing and deleting files; subtitles; the job list; and resumable uploads (tus).
 */
export const adminMediaRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = mediaDepsFor(app.database.db, app.config.media);
  const { db } = deps;
  app.get(
    '/api/admin/titles/:id/media',
    {
      preValidation: [app.requireAdmin],
      schema: {
        tags,
        summary: "A title's files (with subtitles), trailer, and sources in progress or failed",
        operationId: 'adminListTitleMedia',
        description:
          'Administrators only (401 without a session, 403 for other users); never cached. 404 for an unknown title.',
        security,
        params: idParamsSchema,
        response: { 200: resourceOf(adminTitleMediaSchema), ...guarded },
      },
    },
    async (request) => ({ data: await listTitleMedia(db, request.params.id) }),
  );

  app.put(
    '/api/admin/titles/:id/trailer',
    {
      preValidation: [app.requireAdmin],
      schema: {
        tags,
        summary: "Sets a title's trailer to an external address, or removes it (null)",
        operationId: 'adminSetTitleTrailerUrl',
        description:
          'Administrators only (401 without a session, 403 for other users); never cached. 404 for an unknown title. An uploaded trailer it replaces is deleted with its renditions; the field is locked against importers.',
        security,
        params: idParamsSchema,
        body: setTrailerBodySchema,
        response: { 200: resourceOf(titleTrailerSchema), ...guarded },
      },
    },
    async (request) => ({
      data: await setTitleTrailerUrl(deps, operatorId(request), request.params.id, request.body.url),
    }),
  );

  app.post(
    '/api/admin/media/assets',
    {
      preValidation: [app.requireAdmin],
      schema: {
        tags,
        summary: 'Registers a source video by URL (downloaded by a job) or by path under MEDIA_IMPORT_DIR',
        operationId: 'adminRegisterMediaAsset',
        description:
          'Administrators only (401 without a session, 403 for other users); never cached. 404 for an unknown title or episode; 422 for a trailer of an episode, or a path that is missing, not a video or outside MEDIA_IMPORT_DIR (or imports are off).',
        security,
        body: registerMediaAssetBodySchema,
        response: { 201: resourceOf(adminMediaAssetSchema), ...guarded },
      },
    },
    async (request, reply) => {
      const asset = await registerMediaAsset(deps, operatorId(request), request.body);
      return reply.status(201).send({ data: asset });
    },
  );

  app.delete(
    '/api/admin/media/assets/:id',
    {
      preValidation: [app.requireAdmin],
      schema: {
        tags,
        summary: 'Deletes a queued or failed source (409 while it is processed)',
        operationId: 'adminDeleteMediaAsset',
        description:
          'Administrators only (401 without a session, 403 for other users); never cached. 404 for an unknown source; a ready one goes with its file (DELETE /api/admin/media/files/{id}). 204 with no body.',
        security,
        params: mediaAssetParamsSchema,
        response: { 204: z.null(), 409: errorBodySchema, ...guarded },
      },
    },
    async (request, reply) => {
      await deleteMediaAsset(deps, operatorId(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.patch(
    '/api/admin/media/files/:id',
    {
      preValidation: [app.requireAdmin],
      schema: {
        tags,
        summary: "Changes a file's premium-only flag or language",
        operationId: 'adminUpdateMediaFile',
        description:
          'Administrators only (401 without a session, 403 for other users); never cached. 404 for an unknown file.',
        security,
        params: idParamsSchema,
        body: updateMediaFileBodySchema,
        response: { 200: resourceOf(adminMediaFileSchema), ...guarded },
      },
    },
    async (request) => ({
      data: await updateMediaFile(db, operatorId(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/api/admin/media/files/:id',
    {
      preValidation: [app.requireAdmin],
      schema: {
        tags,
        summary: 'Deletes a file with its renditions and subtitles',
        operationId: 'adminDeleteMediaFile',
        description:
          'Administrators only (401 without a session, 403 for other users); never cached. 404 for an unknown file; 204 with no body. Watch progress on it goes too; watch history keeps its entries.',
        security,
        params: idParamsSchema,
        response: { 204: z.null(), ...guarded },
      },
    },
    async (request, reply) => {
      await deleteMediaFile(deps, operatorId(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/admin/media/files/:id/subtitles',
    {
      preValidation: [app.requireAdmin],
      bodyLimit: SUBTITLE_BODY_LIMIT,
      schema: {
        tags,
        summary: 'Adds a subtitle track (SRT or WebVTT text, stored as WebVTT)',
        operationId: 'adminAddSubtitle',
        description:
          'Administrators only (401 without a session, 403 for other users); never cached. 404 for an unknown file, 413 for a text over the size limit, 422 for one that cannot be read.',
        security,
        params: idParamsSchema,
        body: addSubtitleBodySchema,
        response: { 201: resourceOf(adminSubtitleSchema), 413: errorBodySchema, ...guarded },
      },
    },
    async (request, reply) => {
      const subtitle = await addSubtitle(deps, operatorId(request), request.params.id, request.body);
      return reply.status(201).send({ data: subtitle });
    },
  );

  app.delete(
    '/api/admin/media/files/:id/subtitles/:subtitleId',
    {
      preValidation: [app.requireAdmin],
      schema: {
        tags,
        summary: 'Deletes a subtitle track',
        operationId: 'adminDeleteSubtitle',
        description:
          'Administrators only (401 without a session, 403 for other users); never cached. 404 for an unknown track; 204 with no body.',
        security,
        params: subtitleParamsSchema,
        response: { 204: z.null(), ...guarded },
      },
    },
    async (request, reply) => {
      await deleteSubtitle(deps, operatorId(request), request.params.id, request.params.subtitleId);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/admin/media/jobs',
    {
      preValidation: [app.requireAdmin],
      schema: {
        tags,
        summary: "The media pipeline's jobs, newest first",
        operationId: 'adminListMediaJobs',
        description:
          'Administrators only (401 without a session, 403 for other users); never cached. Paged by `page` and `per_page` (at most 50), optionally of one status.',
        security,
        querystring: adminMediaJobsQuerySchema,
        response: {
          200: pageOf(adminMediaJobSchema),
          401: errorBodySchema,
          403: errorBodySchema,
          422: errorBodySchema,
        },
      },
    },
    async (request) => listMediaJobs(db, request.query),
  );

  app.post(
    '/api/admin/media/jobs/:id/retry',
    {
      preValidation: [app.requireAdmin],
      schema: {
        tags,
        summary: 'Queues a failed job again with all its tries',
        operationId: 'adminRetryMediaJob',
        description:
          'Administrators only (401 without a session, 403 for other users); never cached. 404 for an unknown job, 409 for one that has not failed.',
        security,
        params: idParamsSchema,
        response: { 200: resourceOf(adminMediaJobSchema), 409: errorBodySchema, ...guarded },
      },
    },
    async (request) => ({ data: await retryMediaJob(db, operatorId(request), request.params.id) }),
  );

  await app.register(uploadRoutes);
};

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
const TUS_VERSION = '1.0.0';

const uploadRoutes: FastifyPluginAsync = async (app) => {
  const uploads = createUploadServer(
    mediaDepsFor(app.database.db, app.config.media),
    () => app.config.corsOrigins ?? [new URL(app.config.publicUrl).origin],
  );
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
    tags: ['admin'],
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
