import {
  errorBodySchema,
  markNotificationsReadBodySchema,
  notificationSchema,
  pageOf,
  paginationQuerySchema,
  resourceOf,
  userSchema,
} from '@pardeh/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { presentUser } from '../accounts/present-user.ts';
import { readerOf } from '../http/auth.ts';
import { listNotifications } from '../library/notifications/list-notifications.ts';
import { markNotificationsRead } from '../library/notifications/mark-notifications-read.ts';

/** The signed-in user's notifications (docs/API.md, "Notifications"). */
export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/api/user/notifications',
    {
      preValidation: [app.requireUser],
      schema: {
        tags: ['library'],
        summary: "The signed-in user's notifications, newest first",
        operationId: 'listNotifications',
        description:
          'Signed-in users only (401 without a live bearer token); answered `no-store`. Paged by `page` and `per_page` (at most 50).',
        security: [{ bearer: [] }],
        querystring: paginationQuerySchema,
        response: { 200: pageOf(notificationSchema), 401: errorBodySchema, 422: errorBodySchema },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const { page, per_page } = request.query;
      return listNotifications(db, readerOf(request), page, per_page);
    },
  );

  app.post(
    '/api/user/notifications',
    {
      preValidation: [app.requireUser],
      schema: {
        tags: ['library'],
        summary: 'Marks all notifications read, or only `ids`; answers the user with `newNotifications`',
        operationId: 'markNotificationsRead',
        description:
          "Signed-in users only (401 without a live bearer token); answered `no-store`. An empty body marks all; ids of another user's notifications change nothing.",
        security: [{ bearer: [] }],
        body: markNotificationsReadBodySchema.nullish(),
        response: { 200: resourceOf(userSchema), 401: errorBodySchema, 422: errorBodySchema },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const user = await markNotificationsRead(db, readerOf(request), request.body?.ids);
      return { data: presentUser(user) };
    },
  );
};
