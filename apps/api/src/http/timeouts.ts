import type { FastifyServerOptions } from 'fastify';
import type { AppConfig } from '../config.ts';

/**
 * How long the server waits on a client, so slow or stalled ones cannot hold connections open:
 * the whole request (a half-sent body included) within REQUEST_TIMEOUT_SECONDS, answered 408 and
 * closed after it. Node checks these deadlines on a timer (every 30 s by default, which would
 * let a 1-second limit run 30 times over); once a second is cheap.
 */
export function httpTimeouts(config: Pick<AppConfig, 'http' | 'database'>) {
  const { requestTimeoutMs } = config.http;
  return {
    requestTimeout: requestTimeoutMs,
    // Idle keep-alive connections close after this; above the 60 s a proxy such as nginx keeps
    // its upstream connections, so the proxy never reuses one the server is closing.
    keepAliveTimeout: 72_000,
    // A socket with no traffic at all for this long is closed: a client that stopped reading its
    // answer. It leaves room for a request held up by the database (its statement timeout), and
    // an SSE stream's heartbeat (every 15 s) keeps that socket busy.
    connectionTimeout: Math.max(120_000, 2 * requestTimeoutMs, 4 * config.database.statementTimeoutMs),
    http: {
      // The head alone (request line and headers) has the shorter of the two limits.
      headersTimeout: Math.min(requestTimeoutMs, 20_000),
      requestTimeout: requestTimeoutMs,
      connectionsCheckingInterval: 1_000,
    },
  } satisfies Pick<FastifyServerOptions, 'requestTimeout' | 'keepAliveTimeout' | 'connectionTimeout'> & {
    http: object;
  };
}
