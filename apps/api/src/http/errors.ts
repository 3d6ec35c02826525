import type { ErrorBody } from '@pardeh/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { messages } from '../messages.ts';

/** Thrown by handlers and services to answer with a Persian message and a 4xx status. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string[]>,
  ) {
    super(message);
  }
}

export const notFound = (message: string = messages.notFound) => new HttpError(404, message);

const messageForStatus: Record<number, string> = {
  400: messages.badRequest,
  401: messages.unauthorized,
  403: messages.forbidden,
  404: messages.notFound,
  405: messages.methodNotAllowed,
  409: messages.conflict,
  413: messages.payloadTooLarge,
  415: messages.unsupportedMediaType,
  422: messages.validationFailed,
  429: messages.tooManyRequests,
};

const send = (reply: FastifyReply, statusCode: number, body: ErrorBody) =>
  reply.status(statusCode).send(body);

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
      return send(reply, error.statusCode, {
        message: error.message,
        ...(error.errors ? { errors: error.errors } : {}),
      });
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

const unreachableCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  '57P01',
  '57P03',
  '08006',
  '08001',
]);

/** True for errors that mean the database cannot be reached, as opposed to a bug in a query. */
export function isDatabaseUnavailable(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && unreachableCodes.has(code)) return true;
  const message = error instanceof Error ? error.message : '';
  return /Connection terminated|timeout exceeded when trying to connect|PGlite is closed/i.test(message);
}
