import {
  adminCommentSchema,
  adminCommentsQuerySchema,
  commentBlockBodySchema,
  commentBlockSchema,
  errorBodySchema,
  idParamsSchema,
  pageOf,
  resourceOf,
} from '@pardeh/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { operatorId } from '../../http/admin.ts';
import { blockCommenter } from '../../library/comments/admin/block-commenter.ts';
import { dismissCommentReports } from '../../library/comments/admin/dismiss-comment-reports.ts';
import { getCommentBlock } from '../../library/comments/admin/get-comment-block.ts';
import { hideComment } from '../../library/comments/admin/hide-comment.ts';
import { listAdminComments } from '../../library/comments/admin/list-admin-comments.ts';
import { restoreComment } from '../../library/comments/admin/restore-comment.ts';
import { unblockCommenter } from '../../library/comments/admin/unblock-commenter.ts';

const tags = ['admin'];
const security = [{ bearer: [] }];
const guarded = { 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 422: errorBodySchema };

/** Comment moderation: the reported, recent and hidden lists, hide and restore, comment blocks. */
export const adminCommentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  app.get(
    '/api/admin/comments',
    {
      preValidation: [app.requireAdmin],
      schema: {
        tags,
        summary: 'Reported (most reported first), recent or hidden comments, with their reports',
        operationId: 'adminListComments',
        description:
          'Administrators only (401 without a session, 403 for other users); never cached. `filter` picks the list (reported by default). Paged by `page` and `per_page` (at most 50).',
        security,
        querystring: adminCommentsQuerySchema,
        response: {
          200: pageOf(adminCommentSchema),
          401: errorBodySchema,
          403: errorBodySchema,
          422: errorBodySchema,
        },
      },
    },
    async (request) => {
      return listAdminComments(db, request.query);
    },
  );

  const adminOnly = 'Administrators only (401 without a session, 403 for other users); never cached.';
  const steps = [
    {
      path: 'hide',
      step: hideComment,
      operationId: 'adminHideComment',
      summary: 'Hides a comment and its replies from the public and resolves its reports',
      description: `${adminOnly} 404 for an unknown comment. It stays in the database for a restore; hiding a hidden comment changes and records nothing.`,
    },
    {
      path: 'restore',
      step: restoreComment,
      operationId: 'adminRestoreComment',
      summary: 'Brings a hidden comment back',
      description: `${adminOnly} 404 for an unknown comment. Its replies come back with it; restoring a visible comment changes and records nothing.`,
    },
    {
      path: 'dismiss-reports',
      step: dismissCommentReports,
      operationId: 'adminDismissCommentReports',
      summary: 'Resolves the open reports of a comment that stays',
      description: `${adminOnly} 404 for an unknown comment; one without open reports changes and records nothing.`,
    },
  ] as const;
  for (const { path, step, operationId, summary, description } of steps) {
    app.post(
      `/api/admin/comments/:id/${path}`,
      {
        preValidation: [app.requireAdmin],
        schema: {
          tags,
          summary,
          operationId,
          description,
          security,
          params: idParamsSchema,
          response: { 200: resourceOf(adminCommentSchema), ...guarded },
        },
      },
      async (request) => {
        return { data: await step(db, operatorId(request), request.params.id) };
      },
    );
  }

  app.get(
    '/api/admin/users/:id/comment-block',
    {
      preValidation: [app.requireAdmin],
      schema: {
        tags,
        summary: "The user's bar from commenting, or null",
        operationId: 'adminGetCommentBlock',
        description:
          'Administrators only (401 without a session, 403 for other users); never cached. 404 for an unknown user.',
        security,
        params: idParamsSchema,
        response: { 200: resourceOf(commentBlockSchema.nullable()), ...guarded },
      },
    },
    async (request) => {
      return { data: await getCommentBlock(db, request.params.id) };
    },
  );

  app.post(
    '/api/admin/users/:id/comment-block',
    {
      preValidation: [app.requireAdmin],
      schema: {
        tags,
        summary: 'Bars a user from writing comments, with the reason',
        operationId: 'adminBlockCommenter',
        description:
          'Administrators only (401 without a session, 403 for other users); never cached. 404 for an unknown user, 409 when already barred (the first reason stays). Their existing comments stay; hide them one by one.',
        security,
        params: idParamsSchema,
        body: commentBlockBodySchema,
        response: { 201: resourceOf(commentBlockSchema), 409: errorBodySchema, ...guarded },
      },
    },
    async (request, reply) => {
      const block = await blockCommenter(db, operatorId(request), request.params.id, request.body);
      return reply.status(201).send({ data: block });
    },
  );

  app.delete(
    '/api/admin/users/:id/comment-block',
    {
      preValidation: [app.requireAdmin],
      schema: {
        tags,
        summary: 'Lets a user write comments again',
        operationId: 'adminUnblockCommenter',
        description:
          'Administrators only (401 without a session, 403 for other users); never cached. 404 for an unknown user; 204 with no body. Lifting a bar that is not there changes nothing.',
        security,
        params: idParamsSchema,
        response: { 204: z.null(), ...guarded },
      },
    },
    async (request, reply) => {
      await unblockCommenter(db, operatorId(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
