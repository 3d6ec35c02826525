import type { Server } from 'node:http';
import type { FastifyHttpOptions, FastifyInstance } from 'fastify';
import { messages } from '../messages.ts';
import { HttpError } from './errors.ts';

/**
 * HTTP/1.1 requires a Host header. Node refuses a request without one itself, with an empty 400
 * and no headers at all; told not to, it lets the request through to this hook, which refuses it
 * the way every other bad request is refused: Persian JSON, request id and security headers.
 */
export const hostHeaderServerOptions = {
  http: { requireHostHeader: false },
} satisfies Pick<FastifyHttpOptions<Server>, 'http'>;

export function registerHostHeaderCheck(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (request.headers.host === undefined && request.raw.httpVersion !== '1.0') {
      throw new HttpError(400, messages.http.missingHost);
    }
  });
}
