import { errorBodySchema, resourceOf, userSchema } from '@pardeh/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { presentUser } from '../accounts/present-user.ts';
import { signedIn } from '../http/auth.ts';

/** `GET /api/user`: the signed-in user, `{ data: User }`; 401 without a live bearer token. */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/user',
    {
      preValidation: [app.requireUser],
      schema: {
        tags: ['user'],
        summary: 'The signed-in user',
        operationId: 'getCurrentUser',
        description: 'Signed-in users only (401 without a live bearer token); answered `no-store`.',
        security: [{ bearer: [] }],
        response: { 200: resourceOf(userSchema), 401: errorBodySchema },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { data: presentUser(signedIn(request).user) };
    },
  );
};
