import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { LogController } from 'fastify';
import type { Bindings, ChildLoggerOptions, Logger } from 'pino';

/** A request slower than this is logged whatever the level, so the slow ones are never missed. */
export const SLOW_REQUEST_MS = 1_000;

/**
 * Which requests get a log line. Fastify writes two lines a request at `info` ("incoming request",
 * "request completed"), each a JSON serialization: a fifth of a cached answer's CPU at info level.
 * Here a request gets one line, and only when it tells an operator something: an error, a 5xx or
 * a slow answer (`warn`); every request is logged at `debug`. Access logs are the proxy's job.
 */
class RequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const responseTime = reply.elapsedTime;
    if (error) {
      reply.log.error({ req: request, res: reply, err: error, responseTime }, 'request errored');
    } else if (reply.statusCode >= 500 || responseTime >= SLOW_REQUEST_MS) {
      reply.log.warn({ req: request, res: reply, responseTime }, 'request completed');
    } else if (reply.log.level === 'debug' || reply.log.level === 'trace') {
      reply.log.debug({ req: request, res: reply, responseTime }, 'request completed');
    }
  }

  override routeNotFound(): void {}
}

/**
 * A request's logger that becomes pino's child (with the request's id) only when something is
 * logged at an enabled level: most requests log nothing, and pino serializes a child's bindings
 * the moment it is made.
 */
class LazyRequestLogger {
  #child: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: Logger,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  get level(): string {
    return this.parent.level;
  }

  set level(level: string) {
    this.real().level = level;
  }

  isLevelEnabled(level: string): boolean {
    return this.parent.isLevelEnabled(level);
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.real().child(bindings, options);
  }

  fatal(...args: unknown[]) {
    this.log('fatal', args);
  }
  error(...args: unknown[]) {
    this.log('error', args);
  }
  warn(...args: unknown[]) {
    this.log('warn', args);
  }
  info(...args: unknown[]) {
    this.log('info', args);
  }
  debug(...args: unknown[]) {
    this.log('debug', args);
  }
  trace(...args: unknown[]) {
    this.log('trace', args);
  }
  silent() {}

  private log(level: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace', args: unknown[]) {
    if (!this.parent.isLevelEnabled(level)) return;
    (this.real()[level] as (...logged: unknown[]) => void)(...args);
  }

  private real(): FastifyBaseLogger {
    this.#child ??= this.parent.child(this.bindings, this.options);
    return this.#child;
  }
}

/** Fastify's options for the request log: the controller above and the lazy child loggers. */
export const requestLogServerOptions = {
  logController: new RequestLog(),
  childLoggerFactory: (logger: FastifyBaseLogger, bindings: Bindings, options: ChildLoggerOptions) =>
    // A route's own level or serializers would need pino's child at once. Fastify's logger is pino.
    options.level || options.serializers
      ? logger.child(bindings, options)
      : (new LazyRequestLogger(logger as Logger, bindings, options) as unknown as FastifyBaseLogger),
};
