import type { Server } from 'node:http';
import type { FastifyHttpOptions } from 'fastify';

/**
 * HTTP/1.1 requires a Host header. Node refuses a request without one itself, with an empty 400
 * and no headers at all; told not to, it lets the request through to the first hook
 * (`security-headers.ts`), which refuses it the way every other bad request is refused: Persian
 * JSON, request id and security headers.
 */
export const hostHeaderHttpOptions = { requireHostHeader: false } satisfies NonNullable<
  FastifyHttpOptions<Server>['http']
>;
