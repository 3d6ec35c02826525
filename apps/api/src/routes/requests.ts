import {
  contentRequestSchema,
  contentRequestsQuerySchema,
  errorBodySchema,
  pageOf,
  requestInCatalogueSchema,
  resourceOf,
  titleRequestBodySchema,
} from '@pardeh/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedIn } from '../http/auth.ts';
import { fileContentRequest } from '../library/requests/file-content-request.ts';
import { listMyRequests } from '../library/requests/list-my-requests.ts';
import { presentContentRequest } from '../library/requests/present-content-request.ts';
import { messages } from '../messages.ts';

/** The signed-in user's content requests (docs/API.md, "Content requests"). */
export const requestsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.post(
    '/api/user/request',
    {
      preValidation: [app.requireUser],
      schema: {
        tags: ['library'],
        summary: 'Files a content request, or joins the open request for the same title',
        operationId: 'fileContentRequest',
        description:
          "Signed-in users only (401 without a live bearer token); answered `no-store`. 409 with the title's `titlePath` when the IMDb id is in the catalogue already, 409 when the user follows an open request for the same title; 429 once the user has REQUESTS_OPEN_LIMIT open requests; 403 from a kids' profile.",
        security: [{ bearer: [] }],
        body: titleRequestBodySchema,
        response: {
          201: resourceOf(contentRequestSchema),
          401: errorBodySchema,
          403: errorBodySchema,
          409: requestInCatalogueSchema.or(errorBodySchema),
          422: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const { user, profile } = signedIn(request);
      const filed = await fileContentRequest(db, user.id, request.body, {
        openLimit: app.config.requestsOpenLimit,
        profile,
      });
      if (filed.outcome === 'in-catalogue') {
        return reply.status(409).send({ message: messages.requests.inCatalogue, titlePath: filed.titlePath });
      }
      return reply.status(201).send({ data: presentContentRequest(filed.request, user.id) });
    },
  );

  app.get(
    '/api/user/requests',
    {
      preValidation: [app.requireUser],
      schema: {
        tags: ['library'],
        summary: 'The content requests the signed-in user filed or joined, newest first',
        operationId: 'listMyRequests',
        description:
          'Signed-in users only (401 without a live bearer token); answered `no-store`. Paged by `page` and `per_page` (at most 50), optionally of one `status`.',
        security: [{ bearer: [] }],
        querystring: contentRequestsQuerySchema,
        response: { 200: pageOf(contentRequestSchema), 401: errorBodySchema, 422: errorBodySchema },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const { status, page, per_page } = request.query;
      return listMyRequests(db, signedIn(request).user.id, { status, page, perPage: per_page });
    },
  );
};
