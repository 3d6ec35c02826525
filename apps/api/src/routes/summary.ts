import { errorBodySchema, librarySummarySchema, resourceOf } from '@pardeh/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readerOf } from '../http/auth.ts';
import { getLibrarySummary } from '../library/summary/get-library-summary.ts';

/** `GET /api/user/summary`: the dashboard's counts. */
export const summaryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/user/summary',
    {
      preValidation: [app.requireUser],
      schema: {
        tags: ['library'],
        summary: 'Counts of what the signed-in user keeps (dashboard)',
        operationId: 'getLibrarySummary',
        description:
          'Signed-in users only (401 without a live bearer token); answered `no-store`. Counted afresh on every request.',
        security: [{ bearer: [] }],
        response: { 200: resourceOf(librarySummarySchema), 401: errorBodySchema },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { data: await getLibrarySummary(app.database, readerOf(request)) };
    },
  );
};
