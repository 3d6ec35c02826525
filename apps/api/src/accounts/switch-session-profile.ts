import type { Database } from '../db/client.ts';
import { setSessionProfile } from './accounts-db.ts';

/**
 * Makes a profile the session's active one, forgetting what any process remembered of the session
 * (accounts/session-cache.ts). The profiles domain checks the profile and its PIN first.
 */
export async function switchSessionProfile(
  db: Database,
  sessionId: number,
  profileId: number,
): Promise<void> {
  await setSessionProfile(db, sessionId, profileId);
}
