import {
  adminSupportMessageSchema,
  adminSupportQuerySchema,
  adminSupportThreadSchema,
  errorBodySchema,
  idParamsSchema,
  pageOf,
  resourceOf,
  supportReplyBodySchema,
  supportStatusBodySchema,
} from '@pardeh/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { operatorId } from '../../http/admin.ts';
import { changeSupportStatus } from '../../support/admin/change-support-status.ts';
import { getSupportThread } from '../../support/admin/get-support-thread.ts';
import { listSupportMessages } from '../../support/admin/list-support-messages.ts';
import { replyToSupportMessage } from '../../support/admin/reply-to-support-message.ts';

const tags = ['admin'];
const security = [{ bearer: [] }];
const guarded = { 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 422: errorBodySchema };

/** The support inbox: the contact page's messages, replies by email and their status. */
export const adminSupportRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  app.get(
    '/api/admin/support',
    {
      preValidation: [app.requireAdmin],
      schema: {
        tags,
        summary: "The contact page's messages, newest first, optionally of one status and kind",
        operationId: 'adminListSupportMessages',
        description:
          'Administrators only (401 without a session, 403 for other users); never cached. Paged by `page` and `per_page` (at most 50).',
        security,
        querystring: adminSupportQuerySchema,
        response: {
          200: pageOf(adminSupportMessageSchema),
          401: errorBodySchema,
          403: errorBodySchema,
          422: errorBodySchema,
        },
      },
    },
    async (request) => listSupportMessages(db, request.query),
  );

  app.get(
    '/api/admin/support/:id',
    {
      preValidation: [app.requireAdmin],
      schema: {
        tags,
        summary: 'One message with every reply sent',
        operationId: 'adminGetSupportThread',
        description:
          'Administrators only (401 without a session, 403 for other users); never cached. 404 for an unknown message; replies oldest first.',
        security,
        params: idParamsSchema,
        response: { 200: resourceOf(adminSupportThreadSchema), ...guarded },
      },
    },
    async (request) => ({ data: await getSupportThread(db, request.params.id) }),
  );

  app.post(
    '/api/admin/support/:id/replies',
    {
      preValidation: [app.requireAdmin],
      schema: {
        tags,
        summary:
          'Emails a reply to the sender and marks the message answered (503, nothing kept, if the mail fails)',
        operationId: 'adminReplyToSupportMessage',
        description:
          'Administrators only (401 without a session, 403 for other users); never cached. 404 for an unknown message. The mail is sent before anything is recorded, so the inbox never shows a reply nobody received.',
        security,
        params: idParamsSchema,
        body: supportReplyBodySchema,
        response: { 201: resourceOf(adminSupportThreadSchema), 503: errorBodySchema, ...guarded },
      },
    },
    async (request, reply) => {
      const thread = await replyToSupportMessage(
        db,
        { mailer: app.mailer, log: request.log, publicUrl: app.config.publicUrl },
        operatorId(request),
        request.params.id,
        request.body,
      );
      return reply.status(201).send({ data: thread });
    },
  );

  app.patch(
    '/api/admin/support/:id',
    {
      preValidation: [app.requireAdmin],
      schema: {
        tags,
        summary: "Sets a message's status: new, answered or closed",
        operationId: 'adminChangeSupportStatus',
        description:
          'Administrators only (401 without a session, 403 for other users); never cached. 404 for an unknown message; the same status again records nothing.',
        security,
        params: idParamsSchema,
        body: supportStatusBodySchema,
        response: { 200: resourceOf(adminSupportThreadSchema), ...guarded },
      },
    },
    async (request) => ({
      data: await changeSupportStatus(db, operatorId(request), request.params.id, request.body),
    }),
  );
};
