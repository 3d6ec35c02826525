import type { FastifyPluginAsync } from 'fastify';
import { HttpError } from '../http/errors.ts';
import { messages } from '../messages.ts';
import { bearerTokenMatches } from '../metrics/bearer-token.ts';

export interface MetricsRouteOptions {
  /** METRICS_TOKEN: the scraper sends it as `Authorization: Bearer …`. */
  token: string;
  render(): Promise<string>;
  contentType: string;
}

/**
 * `GET /api/metrics` for Prometheus. Kept out of the OpenAPI document: it is for the operator's
 * scraper, not for API clients (docs/DEPLOY.md describes it).
 */
export const metricsRoutes: FastifyPluginAsync<MetricsRouteOptions> = async (app, options) => {
  app.get('/api/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!bearerTokenMatches(request.headers.authorization, options.token)) {
      reply.header('www-authenticate', 'Bearer');
      throw new HttpError(401, messages.unauthorized);
    }
    return reply
      .header('cache-control', 'no-store')
      .type(options.contentType)
      .send(await options.render());
  });
};
