import type { FastifyRequest } from 'fastify';

/**
 * Reset and sign-in links carry their token in the URL (`/auth/reset-password/{token}`,
 * `?login_token=`); the request log must not. Everything else of the URL stays for debugging.
 */
export function redactSecretsInUrl(url: string): string {
  return url
    .replace(/(\/auth\/reset-password\/)[^/?#]+/, '$1[redacted]')
    .replace(/([?&](?:login_token|token)=)[^&#]*/g, '$1[redacted]');
}

/** Fastify's default request log fields, with the URL redacted. */
export const requestLogSerializer = (request: FastifyRequest) => ({
  method: request.method,
  url: redactSecretsInUrl(request.url),
  host: request.host,
  remoteAddress: request.ip,
  remotePort: request.socket?.remotePort,
});
