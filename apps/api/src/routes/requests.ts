import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The library's requests calls (#14). */
export const requestsRoutes: FastifyPluginAsyncZod = async (_app) => {};
