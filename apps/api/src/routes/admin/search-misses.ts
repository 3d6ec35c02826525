import {
  adminSearchMissesQuerySchema,
  adminSearchMissSchema,
  errorBodySchema,
  idParamsSchema,
  pageOf,
} from '@pardeh/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dismissSearchMiss } from '../../catalog/search-misses/dismiss-search-miss.ts';
import { listSearchMisses } from '../../catalog/search-misses/list-search-misses.ts';
import { operatorId } from '../../http/admin.ts';

const tags = ['admin'];
const security = [{ bearer: [] }];
const refusals = { 401: errorBodySchema, 403: errorBodySchema };

/** Searches that found nothing: what visitors look for and the catalogue lacks. */
export const adminSearchMissesRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  app.get(
    '/api/admin/search-misses',
    {
      preValidation: [app.requireAdmin],
      schema: {
        tags,
        summary: 'Searches the results page found nothing for, most searched or most recent first',
        operationId: 'adminListSearchMisses',
        description:
          'Administrators only (401 without a session, 403 for other users); never cached. Each row is a normalised query text with how many results-page searches (`GET /api/titles/search` with `resource=titles`, no filter) found no title for it, even forgivingly, and when; nothing names who searched. `q` filters by part of the text. Paged by `page` and `per_page` (at most 50).',
        security,
        querystring: adminSearchMissesQuerySchema,
        response: { 200: pageOf(adminSearchMissSchema), ...refusals, 422: errorBodySchema },
      },
    },
    async (request) => listSearchMisses(db, request.query),
  );

  app.delete(
    '/api/admin/search-misses/:id',
    {
      preValidation: [app.requireAdmin],
      schema: {
        tags,
        summary: 'Dismisses a missed search (added, requested or noise)',
        operationId: 'adminDismissSearchMiss',
        description:
          'Administrators only (401 without a session, 403 for other users); never cached. 404 for an unknown row; 204 with no body. Audited. Later misses of the same text count again from one.',
        security,
        params: idParamsSchema,
        response: { 204: z.null(), ...refusals, 404: errorBodySchema, 422: errorBodySchema },
      },
    },
    async (request, reply) => {
      await dismissSearchMiss(db, operatorId(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};
