import {
  commentBodySchema,
  commentReportBodySchema,
  commentReportSchema,
  commentSchema,
  commentsPageSchema,
  errorBodySchema,
  idParamsSchema,
  likeBodySchema,
  likeStateSchema,
  listOf,
  paginationQuerySchema,
  resourceOf,
} from '@pardeh/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedIn } from '../http/auth.ts';
import { varyAlsoOn } from '../http/cors.ts';
import { optionalViewer, optionalViewerId } from '../http/optional-user.ts';
import { limitCommentsPerUser } from '../http/rate-limits.ts';
import { deleteComment } from '../library/comments/delete-comment.ts';
import { listTitleComments } from '../library/comments/list-title-comments.ts';
import { listTopComments } from '../library/comments/list-top-comments.ts';
import { postComment } from '../library/comments/post-comment.ts';
import { reportComment } from '../library/comments/report-comment.ts';
import { setLike } from '../library/likes/set-like.ts';

const tags = ['library'];
const security = [{ bearer: [] }];
/** Public calls whose answer adds the viewer's own state when a bearer token comes. */
const optionalSecurity: Array<Record<string, string[]>> = [{}, { bearer: [] }];

/**
 * Comment lists are public but carry the viewer's own likes: a signed-in answer is never stored
 * by a shared cache, and a signed-out one only briefly (new comments should show soon).
 */
function cacheForViewer(reply: FastifyReply, viewerId: number | null): FastifyReply {
  varyAlsoOn(reply, 'Authorization');
  return reply.header('Cache-Control', viewerId === null ? 'public, max-age=30' : 'private, no-store');
}

/** Comments on titles and likes of titles and comments (#14). */
export const commentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.post(
    '/api/user/comment',
    {
      preValidation: [app.requireUser, limitCommentsPerUser(app)],
      schema: {
        tags,
        summary: 'Posts a comment on a title, or a reply to a top-level comment',
        operationId: 'postComment',
        description:
          'Signed-in users only (401 without a live bearer token); answered `no-store`. 403 for a user barred from commenting; 404 for an unknown title or parent; 422 for a parent of another title or a reply; 429 after COMMENT_RATE_LIMIT_PER_USER comments a minute.',
        security,
        body: commentBodySchema,
        response: {
          201: resourceOf(commentSchema),
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
          422: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const comment = await postComment(db, signedIn(request).user, signedIn(request).profile, request.body);
      reply.header('Cache-Control', 'no-store');
      return reply.status(201).send({ data: comment });
    },
  );

  app.delete(
    '/api/user/comment/:id',
    {
      preValidation: [app.requireUser],
      schema: {
        tags,
        summary: "Deletes one's own comment (one with replies stays as deleted)",
        operationId: 'deleteComment',
        description:
          "Signed-in users only (401 without a live bearer token); 204 with no body, `no-store`. Another user's comment answers 404, as an unknown one does.",
        security,
        params: idParamsSchema,
        response: { 204: z.null(), 401: errorBodySchema, 404: errorBodySchema, 422: errorBodySchema },
      },
    },
    async (request, reply) => {
      await deleteComment(db, signedIn(request).profile.id, request.params.id);
      reply.header('Cache-Control', 'no-store');
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/titles/:id/comments',
    {
      schema: {
        tags,
        summary:
          "A title's comments, newest first, replies nested (a bearer adds the viewer's likes and whether they may comment)",
        operationId: 'listTitleComments',
        description:
          'Anyone may call it. Signed out, the answer is `public, max-age=30`; with a bearer token it is `private, no-store` (Vary: Authorization). Paged by `page` and `per_page` (at most 50). 404 for an unknown title.',
        security: optionalSecurity,
        params: idParamsSchema,
        querystring: paginationQuerySchema,
        response: { 200: commentsPageSchema, 404: errorBodySchema, 422: errorBodySchema },
      },
    },
    async (request, reply) => {
      const viewer = await optionalViewer(request);
      const { page, per_page: perPage } = request.query;
      const answer = await listTitleComments(db, request.params.id, viewer, page, perPage);
      cacheForViewer(reply, viewer?.profile.id ?? null);
      return answer;
    },
  );

  app.post(
    '/api/comments/:id/report',
    {
      preValidation: [app.requireUser],
      schema: {
        tags,
        summary: "Reports another user's comment to the operators (once per user and comment)",
        operationId: 'reportComment',
        description:
          "Signed-in users only (401 without a live bearer token); answered `no-store`. 409 when the user reported it already, 422 for one's own comment, 404 for an unknown, deleted or hidden comment.",
        security,
        params: idParamsSchema,
        body: commentReportBodySchema,
        response: {
          201: resourceOf(commentReportSchema),
          401: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
          422: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const report = await reportComment(db, signedIn(request).user.id, request.params.id, request.body);
      reply.header('Cache-Control', 'no-store');
      return reply.status(201).send({ data: report });
    },
  );

  app.get(
    '/api/titles/:id/topcomments',
    {
      schema: {
        tags,
        summary: "A title's most liked comments (a bearer adds the viewer's likes)",
        operationId: 'listTopComments',
        description:
          'Anyone may call it; cached like the comment list (`public, max-age=30` signed out, `private, no-store` with a bearer token). At most 5, only liked ones; 404 for an unknown title.',
        security: optionalSecurity,
        params: idParamsSchema,
        response: { 200: listOf(commentSchema), 404: errorBodySchema, 422: errorBodySchema },
      },
    },
    async (request, reply) => {
      const viewerId = await optionalViewerId(request);
      const data = await listTopComments(db, request.params.id, viewerId);
      cacheForViewer(reply, viewerId);
      return { data };
    },
  );

  app.post(
    '/api/user/like/:id',
    {
      preValidation: [app.requireUser],
      schema: {
        tags,
        summary: "Sets the caller's like (1), dislike (-1) or neither (0) of a title or a comment",
        operationId: 'setLike',
        description:
          "Signed-in users only (401 without a live bearer token); answered `no-store`. The body's `type` says whether `id` is a title or a comment; 404 for an unknown title or a deleted or hidden comment. Answers the exact counts after the change.",
        security,
        params: idParamsSchema,
        body: likeBodySchema,
        response: {
          200: resourceOf(likeStateSchema),
          401: errorBodySchema,
          404: errorBodySchema,
          422: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const state = await setLike(db, signedIn(request).profile.id, request.params.id, request.body);
      reply.header('Cache-Control', 'no-store');
      return { data: state };
    },
  );
};
