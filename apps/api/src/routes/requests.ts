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
        security: [{ bearer: [] }],
        body: titleRequestBodySchema,
        response: {
          201: resourceOf(contentRequestSchema),
          401: errorBodySchema,
          409: requestInCatalogueSchema.or(errorBodySchema),
          422: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const userId = signedIn(request).user.id;
      const filed = await fileContentRequest(db, userId, request.body, {
        openLimit: app.config.requestsOpenLimit,
      });
      if (filed.outcome === 'in-catalogue') {
        return reply.status(409).send({ message: messages.requests.inCatalogue, titlePath: filed.titlePath });
      }
      return reply.status(201).send({ data: presentContentRequest(filed.request, userId) });
    },
  );

  app.get(
    '/api/user/requests',
    {
      preValidation: [app.requireUser],
      schema: {
        tags: ['library'],
        summary: 'The content requests the signed-in user filed or joined, newest first',
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
