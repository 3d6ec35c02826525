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
import { blockCommenter } from '../../admin/comments/block-commenter.ts';
import { dismissCommentReports } from '../../admin/comments/dismiss-comment-reports.ts';
import { getCommentBlock } from '../../admin/comments/get-comment-block.ts';
import { hideComment } from '../../admin/comments/hide-comment.ts';
import { listAdminComments } from '../../admin/comments/list-admin-comments.ts';
import { restoreComment } from '../../admin/comments/restore-comment.ts';
import { unblockCommenter } from '../../admin/comments/unblock-commenter.ts';
import { operatorId } from '../../http/admin.ts';

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

  const steps = [
    ['hide', hideComment, 'Hides a comment and its replies from the public and resolves its reports'],
    ['restore', restoreComment, 'Brings a hidden comment back'],
    ['dismiss-reports', dismissCommentReports, 'Resolves the open reports of a comment that stays'],
  ] as const;
  for (const [path, step, summary] of steps) {
    app.post(
      `/api/admin/comments/:id/${path}`,
      {
        preValidation: [app.requireAdmin],
        schema: {
          tags,
          summary,
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
