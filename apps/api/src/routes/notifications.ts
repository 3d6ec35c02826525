import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The library's notifications calls (#14). */
export const notificationsRoutes: FastifyPluginAsyncZod = async (_app) => {};
