import fastifyCors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import { CSRF_HEADER } from './csrf.ts';

const TEN_MINUTES_SECONDS = 600;

/**
 * Cross-origin calls from the web app's own origins only: CORS_ORIGINS, or PUBLIC_URL's origin
 * when unset (read per request: with PORT=0 it is known only after listening). Credentials are
 * allowed (the XSRF cookie travels with the auth writes). Any other origin gets no CORS header at
 * all, and its preflight the plain 404 of an unknown route.
 */
export async function registerCors(app: FastifyInstance): Promise<void> {
  const allowedOrigins = () => app.config.corsOrigins ?? [new URL(app.config.publicUrl).origin];
  await app.register(fastifyCors, {
    origin: (origin, callback) => callback(null, !!origin && allowedOrigins().includes(origin)),
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    // What the web app's API client sends (lib/api-client.ts), and EventSource's reconnect header.
    allowedHeaders: [
      'Accept',
      'Authorization',
      'Content-Type',
      'X-Requested-With',
      CSRF_HEADER,
      'Last-Event-ID',
    ],
    exposedHeaders: ['Retry-After'],
    maxAge: TEN_MINUTES_SECONDS,
  });
}
