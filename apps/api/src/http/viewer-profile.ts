import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ActiveProfile } from '../accounts/authenticate-session.ts';
import { viewerOf } from '../accounts/session-cache.ts';
import { bearerToken } from './auth.ts';

/** The parts of the session's active profile (#34) the catalogue reads. */
export type ViewerProfile = Pick<ActiveProfile, 'id' | 'kind' | 'maturityAge'>;

/** The maturity limit the catalogue filters this request's answers by: null when it has none. */
export function viewerMaturityAge(request: FastifyRequest): number | null {
  return request.profile?.maturityAge ?? null;
}

/** The cookie the web app keeps the session token in (apps/web/src/lib/token-cookie.ts). */
const TOKEN_COOKIE = 'token';

// The web app's page route (http/web-app.ts): only a page reads the cookie, not its files.
const isPageRequest = (request: FastifyRequest) => request.routeOptions.url === '/*';

/**
 * Sets `request.profile` on public calls too, so a kids' profile sees the catalogue for its age
 * wherever it asks: from the bearer token, or for a page of the site from the `token` cookie the
 * web app keeps it in (a kids' session then gets no public, server-rendered page). Signed-in
 * routes have it already (`app.requireUser`). Sessions come from the few-second session cache,
 * so a call with a token costs no query in the common case; one without costs nothing.
 */
export function registerViewerProfile(app: FastifyInstance): void {
  app.addHook('preHandler', async (request) => {
    if (request.profile) return;
    const token =
      bearerToken(request) ?? (isPageRequest(request) ? request.cookies[TOKEN_COOKIE] : undefined);
    if (!token) return;
    const viewer = await viewerOf(app.database, token);
    if (viewer) request.profile = viewer.profile;
  });
}
