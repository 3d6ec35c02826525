import {
  continueWatchingSchema,
  errorBodySchema,
  historyItemSchema,
  idParamsSchema,
  pageOf,
  paginationQuerySchema,
  progressBodySchema,
  progressFileParamsSchema,
  progressStateSchema,
  resourceOf,
  savedPositionSchema,
} from '@pardeh/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedIn } from '../http/auth.ts';
import { clearHistory } from '../library/progress/clear-history.ts';
import { deleteHistoryEntry } from '../library/progress/delete-history-entry.ts';
import { findResumePosition } from '../library/progress/find-saved-position.ts';
import { listContinueWatching } from '../library/progress/list-continue-watching.ts';
import { listHistory } from '../library/progress/list-history.ts';
import { recordProgress } from '../library/progress/record-progress.ts';

const tags = ['library'];
const security = [{ bearer: [] }];

/** The library's progress calls (#14): watch progress, history and continue watching. */
export const progressRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database } = app;

  app.post(
    '/api/user/progress',
    {
      preValidation: [app.requireUser],
      schema: {
        tags,
        security,
        summary: 'Reports where the player is in a file; from 90% the play becomes history',
        body: progressBodySchema,
        response: {
          200: resourceOf(progressStateSchema),
          401: errorBodySchema,
          404: errorBodySchema,
          422: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const state = await recordProgress(database, signedIn(request).user.id, request.body);
      reply.header('Cache-Control', 'no-store');
      return { data: state };
    },
  );

  app.get(
    '/api/user/progress/:fileId',
    {
      preValidation: [app.requireUser],
      schema: {
        tags,
        security,
        summary: 'Where to resume the film or episode a file plays (null when not started)',
        params: progressFileParamsSchema,
        response: { 200: resourceOf(savedPositionSchema), 401: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const saved = await findResumePosition(database, signedIn(request).user.id, request.params.fileId);
      reply.header('Cache-Control', 'no-store');
      return { data: saved };
    },
  );

  app.get(
    '/api/user/history',
    {
      preValidation: [app.requireUser],
      schema: {
        tags,
        security,
        summary: 'The finished plays, last watched first',
        querystring: paginationQuerySchema,
        response: { 200: pageOf(historyItemSchema), 401: errorBodySchema, 422: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { page, per_page: perPage } = request.query;
      reply.header('Cache-Control', 'no-store');
      return listHistory(database, signedIn(request).user.id, { page, perPage });
    },
  );

  app.delete(
    '/api/user/history/:id',
    {
      preValidation: [app.requireUser],
      schema: {
        tags,
        security,
        summary: 'Removes one history entry',
        params: idParamsSchema,
        response: { 204: z.null(), 401: errorBodySchema, 404: errorBodySchema, 422: errorBodySchema },
      },
    },
    async (request, reply) => {
      await deleteHistoryEntry(database, signedIn(request).user.id, request.params.id);
      return reply.header('Cache-Control', 'no-store').status(204).send(null);
    },
  );

  app.delete(
    '/api/user/history',
    {
      preValidation: [app.requireUser],
      schema: {
        tags,
        security,
        summary: 'Clears the whole history',
        response: { 204: z.null(), 401: errorBodySchema },
      },
    },
    async (request, reply) => {
      await clearHistory(database, signedIn(request).user.id);
      return reply.header('Cache-Control', 'no-store').status(204).send(null);
    },
  );

  app.get(
    '/api/user/continue-watching',
    {
      preValidation: [app.requireUser],
      schema: {
        tags,
        security,
        summary: 'Started films and episodes, and the next episode of each series being watched',
        response: { 200: resourceOf(continueWatchingSchema), 401: errorBodySchema },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { data: await listContinueWatching(database, signedIn(request).user.id) };
    },
  );
};
