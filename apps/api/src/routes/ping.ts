import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SELF_COMPRESSED } from '../http/compression.ts';

const pingResponseSchema = z.object({ pong: z.literal(true) });

/**
 * `GET /api/ping`: a constant JSON answer that touches no database. It is the ceiling the
 * catalogue benchmarks compare against (bench/catalog-api.ts); use /api/health for liveness.
 */
export const pingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/ping',
    {
      ...SELF_COMPRESSED,
      schema: {
        tags: ['system'],
        summary: 'Constant answer, no database',
        operationId: 'ping',
        description:
          'Anyone may call it; never cached (`no-store`). A baseline for benchmarks that touches no database; use GET /api/health for liveness.',
        response: { 200: pingResponseSchema },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { pong: true as const };
    },
  );
};
