import type { FastifyRequest } from 'fastify';
import { authenticateSession } from '../accounts/authenticate-session.ts';
import { type Viewer, viewerOf } from '../accounts/session-cache.ts';
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
 * The signed-in caller and their active profile, from a session authenticated in the last few
 * seconds when there is one (`accounts/session-cache.ts`): for public reads that only add the
 * caller's own state, or that a kids' profile sees less of.
 */
export async function optionalViewer(request: FastifyRequest): Promise<Viewer | null> {
  const token = bearerToken(request);
  return token ? viewerOf(request.server.database, token) : null;
}

/** The active profile's id of the signed-in caller (`optionalViewer`): whose library state a read adds. */
export async function optionalViewerId(request: FastifyRequest): Promise<number | null> {
  return (await optionalViewer(request))?.profile.id ?? null;
}
