import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyServerOptions } from 'fastify';
import type { DestinationStream } from 'pino';
import type { AppConfig } from '../config.ts';
import { errorLogSerializer } from './redact-error.ts';
import { requestLogSerializer } from './redact-url.ts';

// What a proxy's id looks like (nginx's $request_id is 32 hex digits, others are UUIDs or ULIDs).
const acceptableRequestId = /^[A-Za-z0-9._:-]{1,64}$/;

/**
 * Fastify's options for the JSON log: one line per event, each of a request's lines carrying its
 * id (`reqId`). Behind a trusted proxy the proxy's `X-Request-Id` is that id, so its access log
 * and ours join up; anything else gets a fresh UUID. Nothing secret is logged: no headers or
 * bodies, token-bearing URLs redacted, query parameters stripped from database errors.
 */
export function loggingOptions(
  config: Pick<AppConfig, 'logLevel' | 'trustProxy'>,
  stream?: DestinationStream,
): Pick<FastifyServerOptions, 'logger' | 'genReqId'> {
  return {
    logger: {
      level: config.logLevel,
      ...(stream ? { stream } : {}),
      // Nothing logs headers today; should something start to, these still never appear.
      redact: ['req.headers.authorization', 'req.headers.cookie', 'req.headers["x-xsrf-token"]'],
      serializers: { req: requestLogSerializer, err: errorLogSerializer },
    },
    genReqId: (request: IncomingMessage) => {
      const incoming = request.headers['x-request-id'];
      return config.trustProxy && typeof incoming === 'string' && acceptableRequestId.test(incoming)
        ? incoming
        : randomUUID();
    },
  };
}
