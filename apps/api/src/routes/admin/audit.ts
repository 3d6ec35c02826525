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
        operationId: 'adminListAuditEntries',
        description:
          'Administrators only (401 without a session, 403 for other users); never cached. Paged by `page` and `per_page` (at most 50), optionally of one target or one operator.',
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
