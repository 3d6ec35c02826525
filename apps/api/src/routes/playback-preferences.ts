import {
  errorBodySchema,
  playbackPreferencesSchema,
  playbackPreferencesUpdateSchema,
  resourceOf,
} from '@pardeh/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedIn } from '../http/auth.ts';
import { getPlaybackPreferences } from '../library/playback-preferences/get-playback-preferences.ts';
import { updatePlaybackPreferences } from '../library/playback-preferences/update-playback-preferences.ts';

const library = { tags: ['library'], security: [{ bearer: [] }] };

/**
 * The player's preferences a signed-in user keeps on every device (#29). Like the other library
 * writes, the bearer token is the whole guard (no CSRF header; docs/DECISIONS.md, "CSRF").
 */
export const playbackPreferencesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get(
    '/api/user/playback-preferences',
    {
      preValidation: [app.requireUser],
      schema: {
        ...library,
        summary: "The caller's playback preferences (subtitle and audio language, autoplay)",
        operationId: 'getPlaybackPreferences',
        description:
          'Signed-in users only (401 without a live bearer token); answered `no-store`. A user who never changed any gets the defaults: `subtitleLanguage` and `audioLanguage` null, `autoplayNext` true.',
        response: { 200: resourceOf(playbackPreferencesSchema), 401: errorBodySchema },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { data: await getPlaybackPreferences(db, signedIn(request).profile.id) };
    },
  );

  app.put(
    '/api/user/playback-preferences',
    {
      preValidation: [app.requireUser],
      schema: {
        ...library,
        summary: 'Changes some of the playback preferences; the others keep their value',
        operationId: 'updatePlaybackPreferences',
        description:
          'Signed-in users only (401 without a live bearer token); answered `no-store`. The body names any of the fields (`subtitleLanguage` `off` turns subtitles off, null forgets the choice); the answer is the whole set after the change. 422 for an unknown field or a bad value.',
        body: playbackPreferencesUpdateSchema,
        response: {
          200: resourceOf(playbackPreferencesSchema),
          401: errorBodySchema,
          422: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { data: await updatePlaybackPreferences(db, signedIn(request).profile.id, request.body) };
    },
  );
};
