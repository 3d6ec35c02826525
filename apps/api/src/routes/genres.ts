import { genreSchema, listOf } from '@pardeh/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PUBLIC_ANSWER_NOTE, sendPublic } from '../catalog/cache/send-public.ts';
import { listGenres } from '../catalog/genres/list-genres.ts';
import { SELF_COMPRESSED } from '../http/compression.ts';

/** `GET /api/genres`: every genre with its Persian name and how many titles it has. */
export const genreRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/genres',
    {
      ...SELF_COMPRESSED,
      schema: {
        tags: ['catalogue'],
        summary: 'Genres with title counts, largest first',
        operationId: 'listGenres',
        description: `Every genre with its Persian name and how many titles it has. ${PUBLIC_ANSWER_NOTE}`,
        response: { 200: listOf(genreSchema) },
      },
    },
    (request, reply) =>
      sendPublic(request, reply, {
        key: 'genres',
        schema: listOf(genreSchema),
        load: async () => ({ data: await listGenres(app.database) }),
      }),
  );
};
