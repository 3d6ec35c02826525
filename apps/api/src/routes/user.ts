import { currentUserSchema, errorBodySchema, resourceOf } from '@pardeh/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { presentUser } from '../accounts/present-user.ts';
import { signedIn } from '../http/auth.ts';
import { listProfiles } from '../profiles/list-profiles.ts';

/**
 * `GET /api/user`: the signed-in user with the session's active profile and the account's
 * profiles, `{ data: CurrentUser }`; 401 without a live bearer token.
 */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/user',
    {
      preValidation: [app.requireUser],
      schema: {
        tags: ['user'],
        summary: 'The signed-in user, their active profile and their profiles',
        operationId: 'getCurrentUser',
        description: 'Signed-in users only (401 without a live bearer token); answered `no-store`.',
        security: [{ bearer: [] }],
        response: { 200: resourceOf(currentUserSchema), 401: errorBodySchema },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const { user, profile } = signedIn(request);
      const { active, profiles } = await listProfiles(app.database.db, user.id, profile.id);
      return { data: { ...presentUser(user), profile: active, profiles } };
    },
  );
};
