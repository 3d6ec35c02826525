import type { FastifyRequest } from 'fastify';
import { authenticateSession } from '../accounts/authenticate-session.ts';
import { viewerOf } from '../accounts/session-cache.ts';
import type { UserRow } from '../db/schema/index.ts';
import { bearerToken } from './auth.ts';

/**
 * The signed-in user when the request carries a live bearer token, else null: for public calls
 * whose answer depends on who asks (a premium-only file). A stale token is not an error here.
 */
export async function optionalUser(request: FastifyRequest): Promise<UserRow | null> {
  const token = bearerToken(request);
  if (!token) return null;
  const session = await authenticateSession(request.server.database.db, token);
  return session?.user ?? null;
}

/**
 * The id of the signed-in caller, from a session authenticated in the last few seconds when there
 * is one (`accounts/session-cache.ts`): for public reads that only add the caller's own state.
 */
export async function optionalViewerId(request: FastifyRequest): Promise<number | null> {
  const token = bearerToken(request);
  return token ? viewerOf(request.server.database, token) : null;
}
