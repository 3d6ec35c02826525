import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  type ActiveProfile,
  type AuthenticatedSession,
  authenticateSession,
} from '../accounts/authenticate-session.ts';
import { DEVICE_COOKIE, deviceSecretOf } from '../accounts/device-cookie.ts';
import type { ClientInfo } from '../accounts/start-session.ts';
import type { UserRow } from '../db/schema/index.ts';
import { messages } from '../messages.ts';
import { HttpError } from './errors.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Hook for routes that need a signed-in user (`preValidation: [app.requireUser]`): answers
     * 401 without a live `Authorization: Bearer` session token, and sets `request.user`,
     * `request.sessionId` and `request.profile` (the session's active profile) otherwise.
     */
    requireUser(request: FastifyRequest): Promise<void>;
  }
  interface FastifyRequest {
    user: UserRow | null;
    sessionId: number | null;
    /** The session's active profile: whose library the call reads, and a kids' maturity limit. */
    profile: ActiveProfile | null;
  }
}

const BEARER = /^Bearer\s+(\S+)\s*$/i;

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  return (header && BEARER.exec(header)?.[1]) || null;
}

/** Sets up `app.requireUser` and the request fields it fills. */
export function registerAuthentication(app: FastifyInstance): void {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);
  app.decorateRequest('profile', null);
  app.decorate('requireUser', async (request: FastifyRequest) => {
    const token = bearerToken(request);
    const session = token ? await authenticateSession(app.database.db, token) : null;
    if (!session) throw new HttpError(401, messages.unauthorized);
    request.user = session.user;
    request.sessionId = session.sessionId;
    request.profile = session.profile;
  });
}

/** The session `app.requireUser` found; for handlers behind that hook. */
export function signedIn(
  request: FastifyRequest,
): Pick<AuthenticatedSession, 'user' | 'sessionId' | 'profile'> {
  if (!request.user || request.sessionId === null || !request.profile)
    throw new HttpError(401, messages.unauthorized);
  return { user: request.user, sessionId: request.sessionId, profile: request.profile };
}

/** What a new session records about the device that opened it. */
export const clientInfo = (request: FastifyRequest): ClientInfo => ({
  userAgent: request.headers['user-agent'] ?? null,
  ip: request.ip,
  deviceSecret: deviceSecretOf(request.cookies[DEVICE_COOKIE]),
});

/** The account and active profile of a signed-in call: whose notifications and counts it reads. */
export function readerOf(request: FastifyRequest): { userId: number; profileId: number } {
  const { user, profile } = signedIn(request);
  return { userId: user.id, profileId: profile.id };
}
