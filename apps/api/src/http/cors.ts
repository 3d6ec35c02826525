import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config.ts';
import { CSRF_HEADER } from './csrf.ts';

const TEN_MINUTES_SECONDS = 600;

/** What the web app's API client sends (lib/api-client.ts), and EventSource's reconnect header. */
const ALLOWED_HEADERS = [
  'Accept',
  'Authorization',
  'Content-Type',
  'X-Requested-With',
  CSRF_HEADER,
  'Last-Event-ID',
];

const PREFLIGHT_HEADERS: Readonly<Record<string, string>> = {
  'access-control-allow-methods': 'GET, HEAD, POST, PUT, PATCH, DELETE',
  'access-control-allow-headers': ALLOWED_HEADERS.join(', '),
  'access-control-max-age': String(TEN_MINUTES_SECONDS),
};

/** The web origins allowed to call the API: CORS_ORIGINS, or PUBLIC_URL's origin when unset. */
export const allowedOrigins = (config: Pick<AppConfig, 'corsOrigins' | 'publicUrl'>): ReadonlySet<string> =>
  new Set(config.corsOrigins ?? [new URL(config.publicUrl).origin]);

/**
 * Cross-origin calls from the web app's own origins only, with credentials (the XSRF cookie
 * travels with the auth writes); any other origin gets no CORS header at all, and its preflight
 * the plain 404 of an unknown route. Every answer varies on Origin (in the fixed header sets of
 * `security-headers.ts`). Run from that hook: written here rather than with @fastify/cors, whose
 * hook built an options object and resolved the origin through callbacks on every request, ~3 %
 * of a cached answer's CPU (docs/DECISIONS.md, "Per-request overhead"). Returns true when it
 * answered a preflight itself.
 */
export function applyCors(
  request: FastifyRequest,
  reply: FastifyReply,
  origins: ReadonlySet<string>,
): boolean {
  const origin = request.headers.origin;
  if (origin === undefined || !origins.has(origin) || request.routeOptions.config.cors === false)
    return false;
  reply.headers({
    'access-control-allow-origin': origin,
    'access-control-allow-credentials': 'true',
    'access-control-expose-headers': 'Retry-After',
  });
  if (request.method !== 'OPTIONS' || request.headers['access-control-request-method'] === undefined)
    return false;
  reply.code(204).headers(PREFLIGHT_HEADERS).header('content-length', '0').send();
  return true;
}

/** Adds a request header the answer also depends on to `Vary` (which always names Origin). */
export function varyAlsoOn(reply: FastifyReply, header: string): void {
  const current = reply.getHeader('vary');
  if (typeof current !== 'string' || current === '') {
    reply.header('vary', header);
    return;
  }
  // Named once however many steps add it (a route and `sendPublic` both add Authorization).
  const named = current.split(',').some((name) => name.trim().toLowerCase() === header.toLowerCase());
  if (!named) reply.header('vary', `${current}, ${header}`);
}
