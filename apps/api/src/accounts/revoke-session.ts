import type { Database } from '../db/client.ts';
import { revokeSessionById } from './accounts-db.ts';

/** Logout: the session's token stops working at once, on every instance (sessions live in the database). */
export function revokeSession(db: Database, sessionId: number): Promise<void> {
  return revokeSessionById(db, sessionId);
}
