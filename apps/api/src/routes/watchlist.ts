import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The library's watchlist calls (#14). */
export const watchlistRoutes: FastifyPluginAsyncZod = async (_app) => {};
