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
import { adminMarkerRoutes } from './media-markers.ts';
import { adminUploadRoutes } from './media-uploads.ts';

const tags = ['admin'];
const security = [{ bearer: [] }];
const guarded = { 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 422: errorBodySchema };

/** Room for the largest subtitle text once JSON escapes its line breaks and quotes. */
const SUBTITLE_BODY_LIMIT = SUBTITLE_MAX_BYTES * 2 + 64 * 1024;

/**
 * The media pipeline's console API: a title's files, trailer and work in progress; registering
 * sources; editing and deleting files; subtitles; intro and credits markers; the job list; and
 * resumable uploads (tus).
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

  await app.register(adminUploadRoutes);
  await app.register(adminMarkerRoutes);
};
