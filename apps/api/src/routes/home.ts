import { homeRowsResponseSchema } from '@pardeh/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PUBLIC_ANSWER_NOTE, sendPublic } from '../catalog/cache/send-public.ts';
import { listHomeRows } from '../catalog/home/list-home-rows.ts';
import { SELF_COMPRESSED } from '../http/compression.ts';
import { viewerMaturityAge } from '../http/viewer-profile.ts';

/**
 * The home page's rows below its first screen, as the operator ordered them. Cached and
 * revalidated like every catalogue answer; an operator's change drops it at once.
 */
export const homeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/home/rows',
    {
      ...SELF_COMPRESSED,
      schema: {
        tags: ['catalogue'],
        summary: "The home page's rows after the slideshow and the first row, in order",
        operationId: 'listHomeRows',
        description: `The rows operators arranged in the console, in order (a listing's filters, a collection, coming soon or continue watching); the app fetches each row's titles from their own operations. ${PUBLIC_ANSWER_NOTE}`,
        response: { 200: homeRowsResponseSchema },
      },
    },
    (request, reply) =>
      sendPublic(request, reply, {
        key: 'home/rows',
        schema: homeRowsResponseSchema,
        load: async () => ({ data: await listHomeRows(app.database, viewerMaturityAge(request)) }),
      }),
  );
};
