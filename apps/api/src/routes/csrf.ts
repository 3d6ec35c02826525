import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { issueCsrfCookie } from '../http/csrf.ts';

/** `GET /sanctum/csrf-cookie`: 204 with the `XSRF-TOKEN` cookie the auth writes check (see http/csrf.ts). */
export const csrfRoutes: FastifyPluginAsyncZod = async (app) => {
  const secure = app.config.publicUrl.startsWith('https:');
  app.get(
    '/sanctum/csrf-cookie',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sets the XSRF-TOKEN cookie that auth writes echo in the X-XSRF-TOKEN header',
        operationId: 'getCsrfCookie',
        description:
          'Anyone may call it; 204 with no body, `no-store`. The auth writes answer 419 when their X-XSRF-TOKEN header is missing or differs from this cookie, which lasts two hours.',
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      issueCsrfCookie(request, reply, secure);
      return reply.header('Cache-Control', 'no-store').status(204).send(null);
    },
  );
};
