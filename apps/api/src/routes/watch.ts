import {
  errorBodySchema,
  idParamsSchema,
  listOf,
  resourceOf,
  screenshotSchema,
  trailerMissingSchema,
  trailerParamsSchema,
  trailerSchema,
  watchFileParamsSchema,
  watchFileSchema,
} from '@pardeh/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PUBLIC_ANSWER_NOTE, sendPublic } from '../catalog/cache/send-public.ts';
import { getTrailer, TrailerMissing } from '../catalog/watch/get-trailer.ts';
import { getWatchFile } from '../catalog/watch/get-watch-file.ts';
import { listTitleScreenshots } from '../catalog/watch/list-title-screenshots.ts';
import { SELF_COMPRESSED } from '../http/compression.ts';
import { optionalUser } from '../http/optional-user.ts';
import { viewerMaturityAge } from '../http/viewer-profile.ts';

const tags = ['watch'];

/** The trailer and watch pages' sources, and a title's screenshots (signed in). */
export const watchRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database } = app;

  app.get(
    '/api/watch/trailer/:title',
    {
      ...SELF_COMPRESSED,
      schema: {
        tags,
        summary: 'A title’s trailer, by IMDb id or Pardeh id',
        operationId: 'getTrailer',
        description: `404 with the title in the body when the title exists but has no trailer, so the trailer page can link back to it; a plain 404 for an unknown title. ${PUBLIC_ANSWER_NOTE}`,
        params: trailerParamsSchema,
        response: {
          200: resourceOf(trailerSchema),
          404: trailerMissingSchema.or(errorBodySchema),
          422: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const key = request.params.title;
      try {
        return await sendPublic(request, reply, {
          key: `watch/trailer/${key}`,
          schema: resourceOf(trailerSchema),
          load: async () => ({ data: await getTrailer(database, key, viewerMaturityAge(request)) }),
        });
      } catch (error) {
        if (!(error instanceof TrailerMissing)) throw error;
        return reply.status(404).send({ message: error.message, title: error.title });
      }
    },
  );

  app.get(
    '/api/watch/:title/:fileId',
    {
      schema: {
        tags,
        summary: 'A file to play; premium-only files give their address to subscribers only',
        operationId: 'getWatchFile',
        description:
          "Anyone may call it; a premium-only file's stream address is given only to a signed-in subscriber, and so are its subtitles, thumbnail track and skip markers. Lists the file's siblings (other qualities and languages), its version's renditions (same language, lowest first, each address under the same rule) and, for a series episode, the episode, its season's episodes and the next one. `private, no-store`. 404 for an unknown title or file.",
        security: [{ bearer: [] }, {}],
        params: watchFileParamsSchema,
        response: { 200: resourceOf(watchFileSchema), 404: errorBodySchema, 422: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { title: titleKey, fileId } = request.params;
      const data = await getWatchFile(
        database,
        { titleKey, fileId, maturityAge: viewerMaturityAge(request) },
        () => optionalUser(request),
      );
      // The answer depends on who asks, so no shared cache may keep it.
      reply.header('Cache-Control', 'private, no-store');
      return { data };
    },
  );

  app.get(
    '/api/titles/:id/screenshots',
    {
      preValidation: [app.requireUser],
      schema: {
        tags,
        summary: 'A title’s screenshots (signed in)',
        operationId: 'listTitleScreenshots',
        description: 'Signed-in users only (401 otherwise). `private, no-store`. 404 for an unknown title.',
        security: [{ bearer: [] }],
        params: idParamsSchema,
        response: { 200: listOf(screenshotSchema), 401: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const data = await listTitleScreenshots(database, request.params.id, viewerMaturityAge(request));
      reply.header('Cache-Control', 'private, no-store');
      return { data };
    },
  );
};
