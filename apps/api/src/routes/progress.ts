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
        operationId: 'recordProgress',
        description:
          'Signed-in users only (401 without a live bearer token); answered `no-store`. 404 for an unknown file. A play reported finished twice (or retried) makes one history entry; a rewatch makes a new one.',
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
      const state = await recordProgress(database, signedIn(request).profile.id, request.body);
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
        operationId: 'findResumePosition',
        description:
          'Signed-in users only (401 without a live bearer token); answered `no-store`. Every file of the same film or episode shares one position; 404 for an unknown file.',
        params: progressFileParamsSchema,
        response: { 200: resourceOf(savedPositionSchema), 401: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const saved = await findResumePosition(database, signedIn(request).profile.id, request.params.fileId);
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
        operationId: 'listHistory',
        description:
          'Signed-in users only (401 without a live bearer token); answered `no-store`. Paged by `page` and `per_page` (at most 50).',
        querystring: paginationQuerySchema,
        response: { 200: pageOf(historyItemSchema), 401: errorBodySchema, 422: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { page, per_page: perPage } = request.query;
      reply.header('Cache-Control', 'no-store');
      return listHistory(database, signedIn(request).profile.id, { page, perPage });
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
        operationId: 'deleteHistoryEntry',
        description:
          "Signed-in users only (401 without a live bearer token); 204 with no body, `no-store`. Another user's entry answers 404, as an unknown one does.",
        params: idParamsSchema,
        response: { 204: z.null(), 401: errorBodySchema, 404: errorBodySchema, 422: errorBodySchema },
      },
    },
    async (request, reply) => {
      await deleteHistoryEntry(database, signedIn(request).profile.id, request.params.id);
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
        operationId: 'clearHistory',
        description:
          'Signed-in users only (401 without a live bearer token); 204 with no body, `no-store`. Saved resume positions stay.',
        response: { 204: z.null(), 401: errorBodySchema },
      },
    },
    async (request, reply) => {
      await clearHistory(database, signedIn(request).profile.id);
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
        operationId: 'listContinueWatching',
        description:
          'Signed-in users only (401 without a live bearer token); answered `no-store`. Each of the two lists holds at most 20 items.',
        response: { 200: resourceOf(continueWatchingSchema), 401: errorBodySchema },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { data: await listContinueWatching(database, signedIn(request).profile.id) };
    },
  );
};
