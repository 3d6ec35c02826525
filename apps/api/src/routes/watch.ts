import {
  errorBodySchema,
  idParamsSchema,
  listOf,
  resourceOf,
  screenshotSchema,
  trailerMissingSchema,
  trailerParamsSchema,
  trailerSchema,
  type WatchTitle,
  watchFileParamsSchema,
  watchFileSchema,
} from '@pardeh/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendPublic } from '../catalog/cache/send-public.ts';
import { presentWatchFile, presentWatchTitle } from '../catalog/presenters/watch-presenter.ts';
import { titleExists } from '../catalog/titles/title-queries.ts';
import {
  findFilePosterKey,
  findFileSubtitles,
  findScreenshots,
  findSiblingFiles,
  findTitleFile,
  findWatchTitle,
} from '../catalog/watch/watch-queries.ts';
import { notFound } from '../http/errors.ts';
import { hasActivePremium, optionalUser } from '../http/optional-user.ts';
import { messages } from '../messages.ts';

const tags = ['watch'];

class TrailerMissing extends Error {
  constructor(readonly title: WatchTitle) {
    super(messages.trailerNotFound);
  }
}

/** The trailer and watch pages' sources, and a title's screenshots (signed in). */
export const watchRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database } = app;

  app.get(
    '/api/watch/trailer/:title',
    {
      schema: {
        tags,
        summary: 'A title’s trailer, by IMDb id or Pardeh id',
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
          load: async () => {
            const title = await findWatchTitle(database, key);
            if (!title) throw notFound(messages.titleNotFound);
            if (!title.trailer_url) throw new TrailerMissing(presentWatchTitle(title));
            return { data: { title: presentWatchTitle(title), url: title.trailer_url } };
          },
        });
      } catch (error) {
        // The title exists: its 404 names it, so the trailer page can say so and link back to it.
        if (!(error instanceof TrailerMissing)) throw error;
        return reply.status(404).send({ message: messages.trailerNotFound, title: error.title });
      }
    },
  );

  app.get(
    '/api/watch/:title/:fileId',
    {
      schema: {
        tags,
        summary: 'A file to play; premium-only files give their address to subscribers only',
        security: [{ bearer: [] }, {}],
        params: watchFileParamsSchema,
        response: { 200: resourceOf(watchFileSchema), 404: errorBodySchema, 422: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { title: key, fileId } = request.params;
      const title = await findWatchTitle(database, key);
      if (!title) throw notFound(messages.titleNotFound);
      const file = await findTitleFile(database, title.id, fileId);
      if (!file) throw notFound(messages.fileNotFound);
      const [siblings, user, subtitles, posterKey] = await Promise.all([
        findSiblingFiles(database, title.id, file.episode_id),
        optionalUser(request),
        findFileSubtitles(database, file.id),
        findFilePosterKey(database, file.id),
      ]);
      // The answer depends on who asks, so no shared cache may keep it.
      reply.header('Cache-Control', 'private, no-store');
      return {
        data: presentWatchFile(title, file, siblings, hasActivePremium(user), { subtitles, posterKey }),
      };
    },
  );

  app.get(
    '/api/titles/:id/screenshots',
    {
      preValidation: [app.requireUser],
      schema: {
        tags,
        summary: 'A title’s screenshots (signed in)',
        security: [{ bearer: [] }],
        params: idParamsSchema,
        response: { 200: listOf(screenshotSchema), 401: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      if (!(await titleExists(database, id))) throw notFound(messages.titleNotFound);
      reply.header('Cache-Control', 'private, no-store');
      return { data: await findScreenshots(database, id) };
    },
  );
};
