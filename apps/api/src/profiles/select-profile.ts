import type { ProfilesState } from '@pardeh/contract';
import type { ActiveProfile } from '../accounts/authenticate-session.ts';
import { switchSessionProfile } from '../accounts/switch-session-profile.ts';
import type { Database } from '../db/client.ts';
import { notFound } from '../http/errors.ts';
import { messages } from '../messages.ts';
import { checkProfilePin } from './check-profile-pin.ts';
import { presentProfilesState } from './present-profile.ts';
import { listPinHashesOf, listProfilesOf } from './profiles-db.ts';

/**
 * `POST /api/user/profiles/{id}/select`: makes a profile the session's active one. A profile with
 * a PIN needs it. Leaving a kids' profile for an adult one needs a PIN whenever the account has
 * any: the target's own, or, when the target has none, any PIN of the account (a parent's), so a
 * child cannot walk out of their profile into an unprotected adult one. Kids to kids needs none.
 */
export async function selectProfile(
  db: Database,
  session: { userId: number; sessionId: number; active: ActiveProfile },
  id: number,
  pin: string | undefined,
): Promise<ProfilesState> {
  const { userId, sessionId, active } = session;
  const profiles = await listProfilesOf(db, userId);
  const target = profiles.find((profile) => profile.id === id);
  if (!target) throw notFound(messages.profiles.profileNotFound);
  if (target.id !== active.id) {
    if (target.pinHash !== null) {
      await checkProfilePin(db, userId, pin, [target.pinHash]);
    } else if (active.kind === 'kids' && target.kind === 'adult') {
      const hashes = await listPinHashesOf(db, userId);
      if (hashes.length > 0) await checkProfilePin(db, userId, pin, hashes);
    }
    await switchSessionProfile(db, sessionId, target.id);
  }
  return presentProfilesState(profiles, target.id);
}
