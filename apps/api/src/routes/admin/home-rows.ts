import { adminHomeRowsResponseSchema, errorBodySchema, setHomeRowsBodySchema } from '@pardeh/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listAdminHomeRows } from '../../catalog/home/admin/list-admin-home-rows.ts';
import { setHomeRows } from '../../catalog/home/admin/set-home-rows.ts';
import { operatorId } from '../../http/admin.ts';

const tags = ['admin'];
const security = [{ bearer: [] }];

/** The operator's layout of the home page's rows below its first screen: read and replace. */
export const adminHomeRowsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  app.get(
    '/api/admin/home-rows',
    {
      preValidation: [app.requireAdmin],
      schema: {
        tags,
        summary: "The home page's rows after its first screen, in order",
        operationId: 'adminListHomeRows',
        description: 'Administrators only (401 without a session, 403 for other users); never cached.',
        security,
        response: { 200: adminHomeRowsResponseSchema, 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async () => ({ data: await listAdminHomeRows(db) }),
  );

  app.put(
    '/api/admin/home-rows',
    {
      preValidation: [app.requireAdmin],
      schema: {
        tags,
        summary: "Replaces the home page's rows with this ordered list (at most 20)",
        operationId: 'adminSetHomeRows',
        description:
          "Administrators only (401 without a session, 403 for other users); never cached. 422, naming the row, for a collection or a listing's genre that does not exist. Audited; the public home page shows the new rows once saved.",
        security,
        body: setHomeRowsBodySchema,
        response: {
          200: adminHomeRowsResponseSchema,
          401: errorBodySchema,
          403: errorBodySchema,
          422: errorBodySchema,
        },
      },
    },
    async (request) => ({ data: await setHomeRows(db, operatorId(request), request.body.rows) }),
  );
};
