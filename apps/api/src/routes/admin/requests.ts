import {
  acceptRequestBodySchema,
  adminContentRequestSchema,
  adminRequestsQuerySchema,
  errorBodySchema,
  idParamsSchema,
  markRequestAddedBodySchema,
  pageOf,
  rejectRequestBodySchema,
  resourceOf,
} from '@pardeh/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { operatorId } from '../../http/admin.ts';
import { acceptRequest } from '../../library/requests/admin/accept-request.ts';
import { listAdminRequests } from '../../library/requests/admin/list-admin-requests.ts';
import { markRequestAdded } from '../../library/requests/admin/mark-request-added.ts';
import { rejectRequest } from '../../library/requests/admin/reject-request.ts';

const tags = ['admin'];
const security = [{ bearer: [] }];
const changeResponses = {
  200: resourceOf(adminContentRequestSchema),
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  422: errorBodySchema,
};

/** The operator's content-request queue: list, accept, reject, mark added. */
export const adminRequestsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  app.get(
    '/api/admin/requests',
    {
      preValidation: [app.requireAdmin],
      schema: {
        tags,
        summary: 'The content-request queue, filtered and searched, newest or most requested first',
        operationId: 'adminListRequests',
        description:
          'Administrators only (401 without a session, 403 for other users); never cached. Paged by `page` and `per_page` (at most 50).',
        security,
        querystring: adminRequestsQuerySchema,
        response: {
          200: pageOf(adminContentRequestSchema),
          401: errorBodySchema,
          403: errorBodySchema,
          422: errorBodySchema,
        },
      },
    },
    async (request) => {
      return listAdminRequests(db, request.query);
    },
  );

  app.post(
    '/api/admin/requests/:id/accept',
    {
      preValidation: [app.requireAdmin],
      schema: {
        tags,
        summary: 'Accepts a pending request, notifying every requester',
        operationId: 'adminAcceptRequest',
        description:
          'Administrators only (401 without a session, 403 for other users); never cached. 404 for an unknown request, 409 when it is no longer pending. Audited.',
        security,
        params: idParamsSchema,
        body: acceptRequestBodySchema,
        response: changeResponses,
      },
    },
    async (request) => {
      return { data: await acceptRequest(db, operatorId(request), request.params.id, request.body) };
    },
  );

  app.post(
    '/api/admin/requests/:id/reject',
    {
      preValidation: [app.requireAdmin],
      schema: {
        tags,
        summary: 'Rejects an open request with a reply, notifying every requester',
        operationId: 'adminRejectRequest',
        description:
          'Administrators only (401 without a session, 403 for other users); never cached. 404 for an unknown request, 409 when it is no longer open, 422 without a reply. Audited.',
        security,
        params: idParamsSchema,
        body: rejectRequestBodySchema,
        response: changeResponses,
      },
    },
    async (request) => {
      return { data: await rejectRequest(db, operatorId(request), request.params.id, request.body) };
    },
  );

  app.post(
    '/api/admin/requests/:id/added',
    {
      preValidation: [app.requireAdmin],
      schema: {
        tags,
        summary: "Marks an open request added, linking every requester's notification to the title",
        operationId: 'adminMarkRequestAdded',
        description:
          'Administrators only (401 without a session, 403 for other users); never cached. 404 for an unknown request or title, 409 when the request is no longer open. Audited.',
        security,
        params: idParamsSchema,
        body: markRequestAddedBodySchema,
        response: changeResponses,
      },
    },
    async (request) => {
      return { data: await markRequestAdded(db, operatorId(request), request.params.id, request.body) };
    },
  );
};
