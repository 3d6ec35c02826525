import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The library's comments calls (#14). */
export const commentsRoutes: FastifyPluginAsyncZod = async (_app) => {};
