import { auditEntrySchema, auditQuerySchema, errorBodySchema, pageOf } from '@pardeh/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listAuditEntries } from '../../admin/audit/list-audit-entries.ts';

/** `GET /api/admin/audit`: the audit log of operator changes. */
export const adminAuditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/audit',
    {
      preValidation: [app.requireAdmin],
      schema: {
        tags: ['admin'],
        summary: 'The audit log of operator changes, newest first',
        security: [{ bearer: [] }],
        querystring: auditQuerySchema,
        response: {
          200: pageOf(auditEntrySchema),
          401: errorBodySchema,
          403: errorBodySchema,
          422: errorBodySchema,
        },
      },
    },
    async (request) => listAuditEntries(app.database.db, request.query),
  );
};
