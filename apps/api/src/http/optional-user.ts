import type { FastifyRequest } from 'fastify';
import { authenticateSession } from '../accounts/authenticate-session.ts';
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
