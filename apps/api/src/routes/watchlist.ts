import {
  errorBodySchema,
  idParamsSchema,
  pageOf,
  resourceOf,
  titleViewerStateSchema,
  watchlistBodySchema,
  watchlistItemSchema,
  watchlistQuerySchema,
  watchlistStateSchema,
} from '@pardeh/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedIn } from '../http/auth.ts';
import { getTitleViewer } from '../library/watchlist/get-title-viewer.ts';
import { listWatchlist } from '../library/watchlist/list-watchlist.ts';
import { setWatchlistState } from '../library/watchlist/set-watchlist-state.ts';

const library = { tags: ['library'], security: [{ bearer: [] }] };

/** The watchlist (#14): save or unsave a title, list the saved ones, and a title's viewer state. */
export const watchlistRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database } = app;

  app.post(
    '/api/user/watchlist/:id',
    {
      preValidation: [app.requireUser],
      schema: {
        ...library,
        summary: 'Adds a title to the watchlist or removes it (idempotent)',
        operationId: 'setWatchlistState',
        description:
          "Signed-in users only (401 without a live bearer token); answered `no-store`. The body's `action` adds or removes; 404 for an unknown title.",
        params: idParamsSchema,
        body: watchlistBodySchema,
        response: {
          200: resourceOf(watchlistStateSchema),
          401: errorBodySchema,
          404: errorBodySchema,
          422: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const { profile } = signedIn(request);
      reply.header('Cache-Control', 'no-store');
      return { data: await setWatchlistState(database, profile.id, request.params.id, request.body) };
    },
  );

  app.get(
    '/api/user/watchlist',
    {
      preValidation: [app.requireUser],
      schema: {
        ...library,
        summary: 'The saved titles, newest first (type=movie|series to keep one kind)',
        operationId: 'listWatchlist',
        description:
          'Signed-in users only (401 without a live bearer token); answered `no-store`. Paged by `page` and `per_page` (at most 50).',
        querystring: watchlistQuerySchema,
        response: { 200: pageOf(watchlistItemSchema), 401: errorBodySchema, 422: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { profile } = signedIn(request);
      reply.header('Cache-Control', 'no-store');
      return listWatchlist(database, profile.id, request.query);
    },
  );

  app.get(
    '/api/titles/:id/viewer',
    {
      preValidation: [app.requireUser],
      schema: {
        ...library,
        summary: "The caller's watchlist, like and progress for a title, with its fresh like counts",
        operationId: 'getTitleViewer',
        description:
          'Signed-in users only (401 without a live bearer token); answered `private, no-store`. 404 for an unknown title.',
        params: idParamsSchema,
        response: {
          200: resourceOf(titleViewerStateSchema),
          401: errorBodySchema,
          404: errorBodySchema,
          422: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const { profile } = signedIn(request);
      reply.header('Cache-Control', 'private, no-store');
      return { data: await getTitleViewer(database, profile.id, request.params.id) };
    },
  );
};
