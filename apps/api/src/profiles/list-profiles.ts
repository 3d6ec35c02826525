import type { ProfilesState } from '@pardeh/contract';
import type { Database } from '../db/client.ts';
import { presentProfilesState } from './present-profile.ts';
import { listProfilesOf } from './profiles-db.ts';

/** `GET /api/user/profiles`: the account's profiles and the session's active one. */
export async function listProfiles(db: Database, userId: number, activeId: number): Promise<ProfilesState> {
  return presentProfilesState(await listProfilesOf(db, userId), activeId);
}
