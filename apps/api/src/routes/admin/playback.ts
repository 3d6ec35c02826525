import {
  errorBodySchema,
  playbackQualityQuerySchema,
  playbackQualitySchema,
  resourceOf,
} from '@pardeh/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../http/errors.ts';
import { messages } from '../../messages.ts';
import { showPlaybackQuality } from '../../playback/show-playback-quality.ts';

/** The console's playback quality: the player's reports, aggregated by day, site-wide or per title. */
export const adminPlaybackRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  app.get(
    '/api/admin/playback/quality',
    {
      preValidation: [app.requireAdmin],
      schema: {
        tags: ['admin'],
        summary: 'Plays, startup p50/p95, rebuffer ratio and errors per day, with the most played titles',
        operationId: 'adminShowPlaybackQuality',
        description:
          'Administrators only (401 without a session, 403 for other users); never cached. `days` is 7 or 30 Tehran days, today included; `titleId` limits the figures (not the top titles) to one title, 404 when it does not exist.',
        security: [{ bearer: [] }],
        querystring: playbackQualityQuerySchema,
        response: {
          200: resourceOf(playbackQualitySchema),
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
          422: errorBodySchema,
        },
      },
    },
    async (request) => {
      const quality = await showPlaybackQuality(db, {
        days: request.query.days,
        titleId: request.query.titleId ?? null,
      });
      if (!quality) throw new HttpError(404, messages.titleNotFound);
      return { data: quality };
    },
  );
};
