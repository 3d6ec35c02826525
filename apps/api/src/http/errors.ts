import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ErrorBody } from '@pardeh/contract';
import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifyServerOptions,
} from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/unavailable.ts';
import { persianSize } from '../messages/sizes.ts';
import { messages } from '../messages.ts';

/** Thrown by handlers and services to answer with a Persian message and a 4xx status. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string[]>,
    /** Sent as Retry-After with a 429 or 503; each of them has a default (`RETRY_AFTER_SECONDS`). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

/**
 * What a 429 or 503 asks a client to wait when the code that refused knows no better: a database
 * outage is usually a restart (seconds), a limit's window is usually a minute.
 */
export const RETRY_AFTER_SECONDS: Readonly<Record<number, number>> = { 429: 60, 503: 5 };

export const notFound = (message: string = messages.notFound) => new HttpError(404, message);

const messageForStatus: Record<number, string> = {
  400: messages.badRequest,
  401: messages.unauthorized,
  403: messages.forbidden,
  404: messages.notFound,
  405: messages.methodNotAllowed,
  408: messages.http.requestTimeout,
  409: messages.conflict,
  414: messages.http.uriTooLong,
  415: messages.unsupportedMediaType,
  422: messages.validationFailed,
  429: messages.tooManyRequests,
  431: messages.http.headersTooLarge,
};

/** Every 429 and 503 says when to come back, unless a hook already said so more precisely. */
function sayWhenToRetry(reply: FastifyReply, statusCode: number, seconds?: number): void {
  const fallback = RETRY_AFTER_SECONDS[statusCode];
  if (fallback === undefined || (seconds === undefined && reply.hasHeader('retry-after'))) return;
  reply.header('retry-after', Math.max(1, Math.ceil(seconds ?? fallback)));
}

const send = (reply: FastifyReply, statusCode: number, body: ErrorBody, retryAfterSeconds?: number) => {
  sayWhenToRetry(reply, statusCode, retryAfterSeconds);
  return reply.status(statusCode).send(body);
};

/** Names a validation issue by its field, falling back to the part of the request it came from. */
function fieldName(path: PropertyKey[], context: string | undefined): string {
  return path.length > 0 ? path.map(String).join('.') : (context ?? 'body');
}

/**
 * One place that turns every failure into the API's error shape. Whatever the client caused is a
 * 4xx with a Persian sentence; anything else is logged and answered with a generic 500.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof HttpError) {
      return send(
        reply,
        error.statusCode,
        { message: error.message, ...(error.errors ? { errors: error.errors } : {}) },
        error.retryAfterSeconds,
      );
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const field = fieldName(issue.instancePath.split('/').filter(Boolean), error.validationContext);
        const list = errors[field] ?? [];
        list.push(issue.message ?? messages.validationFailed);
        errors[field] = list;
      }
      const [onlyField, ...otherFields] = Object.keys(errors);
      const message =
        error.validationContext === 'querystring' && onlyField !== undefined && otherFields.length === 0
          ? messages.invalidParameter(onlyField)
          : messages.validationFailed;
      return send(reply, 422, { message, errors });
    }
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
      return send(reply, 400, { message: messages.malformedJson });
    }
    const status = error.statusCode ?? 500;
    if (status === 413) {
      const limit = request.routeOptions.bodyLimit ?? app.initialConfig.bodyLimit ?? 0;
      return send(reply, 413, { message: messages.payloadTooLarge(persianSize(limit)) });
    }
    if (status >= 400 && status < 500) {
      return send(reply, status, { message: messageForStatus[status] ?? messages.badRequest });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return send(reply, 503, { message: messages.databaseUnavailable });
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(reply, 500, { message: messages.internalError });
  });
}

/**
 * Failures Fastify meets before routing (a URL whose percent-encoding does not decode, a path
 * parameter over `maxParamLength`), answered like every other error.
 */
function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  if (error.code === 'FST_ERR_BAD_URL') return send(reply, 400, { message: messages.http.badUrl });
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH')
    return send(reply, 414, { message: messages.http.uriTooLong });
  const status =
    error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  return send(reply, status, { message: messageForStatus[status] ?? messages.badRequest });
}

/**
 * True when Node's parser gave up inside the request line, so the URL (not a header) was too
 * long: the line's end lies past where parsing stopped. Only the chunk that overflowed is known,
 * so a URL that arrived over several reads is reported as headers (431).
 */
function urlOverflowed(error: { rawPacket?: unknown; bytesParsed?: unknown }): boolean {
  const packet = error.rawPacket;
  if (!Buffer.isBuffer(packet) || !/^[A-Z]+ /.test(packet.toString('latin1', 0, 16))) return false;
  const lineEnd = packet.indexOf('\r\n');
  return lineEnd === -1 || (typeof error.bytesParsed === 'number' && lineEnd >= error.bytesParsed);
}

/**
 * Requests Node's HTTP parser refuses before Fastify sees them (malformed, a head over
 * `maxHeaderSize`, too slow to arrive) get the API's JSON error with a Persian message instead of
 * Fastify's English one. The connection is closed after it, as Node does.
 */
function answerClientError(
  error: Error & { code?: string; rawPacket?: unknown; bytesParsed?: unknown },
  socket: Socket,
): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  let status = 400;
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') status = 408;
  else if (error.code === 'HPE_HEADER_OVERFLOW') status = urlOverflowed(error) ? 414 : 431;
  if (socket.writable) {
    const body = JSON.stringify({
      message: messageForStatus[status] ?? messages.badRequest,
    } satisfies ErrorBody);
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/** Options for `Fastify()` that route the framework's and the HTTP parser's own errors through here. */
export const errorServerOptions = {
  frameworkErrors: answerFrameworkError,
  clientErrorHandler: answerClientError,
} satisfies Pick<FastifyServerOptions, 'frameworkErrors' | 'clientErrorHandler'>;
