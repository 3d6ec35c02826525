import { errorBodySchema, healthResponseSchema } from '@pardeh/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { RETRY_AFTER_SECONDS } from '../http/errors.ts';
import { messages } from '../messages.ts';

const HEALTH_TIMEOUT_MS = 2_000;

/** `GET /api/health`: 200 only when the database answers a query in time, 503 otherwise. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness and database reachability',
        operationId: 'getHealth',
        description:
          'Anyone may call it; never cached (`no-store`). 503 when the database does not answer a query within 2 seconds.',
        response: { 200: healthResponseSchema, 503: errorBodySchema },
      },
    },
    async (_request, reply) => {
      let timer: NodeJS.Timeout | undefined;
      try {
        await Promise.race([
          app.database.ping(),
          new Promise((_, reject) => {
            timer = setTimeout(() => reject(new Error('health check timed out')), HEALTH_TIMEOUT_MS);
          }),
        ]);
        return reply.header('Cache-Control', 'no-store').send({ status: 'ok' as const });
      } catch (error) {
        app.log.warn({ err: error }, 'health check failed');
        return reply
          .status(503)
          .header('Cache-Control', 'no-store')
          .header('Retry-After', RETRY_AFTER_SECONDS[503])
          .send({ message: messages.databaseUnavailable });
      } finally {
        clearTimeout(timer);
      }
    },
  );
};
