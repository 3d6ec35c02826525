import { adminDashboardSchema, errorBodySchema, resourceOf } from '@pardeh/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { showDashboard } from '../../admin/dashboard/show-dashboard.ts';

/** The console's first page: what waits for the team, counted when asked. */
export const adminDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  app.get(
    '/api/admin/dashboard',
    {
      preValidation: [app.requireAdmin],
      schema: {
        tags: ['admin'],
        summary:
          'Counts of titles, users, premium, open requests, new support messages, reports and media jobs',
        operationId: 'adminShowDashboard',
        description:
          'Administrators only (401 without a session, 403 for other users); never cached. Counted afresh on every request.',
        security: [{ bearer: [] }],
        response: { 200: resourceOf(adminDashboardSchema), 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async () => ({ data: await showDashboard(db) }),
  );
};
