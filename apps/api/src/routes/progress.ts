import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The library's progress calls (#14). */
export const progressRoutes: FastifyPluginAsyncZod = async (_app) => {};
