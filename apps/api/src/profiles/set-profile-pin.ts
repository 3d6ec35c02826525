import type { Profile } from '@pardeh/contract';
import type { ActiveProfile } from '../accounts/authenticate-session.ts';
import type { Database } from '../db/client.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { messages } from '../messages.ts';
import { assertMayManage } from './manage-guard.ts';
import { hashPin } from './pin-hashing.ts';
import { presentProfile } from './present-profile.ts';
import { findProfileOf, updateProfileOf } from './profiles-db.ts';

/**
 * `PUT /api/user/profiles/{id}/pin` with a PIN sets or replaces an adult profile's PIN;
 * `DELETE` (pin null) clears it. A kids' profile has none (422).
 */
export async function setProfilePin(
  db: Database,
  userId: number,
  active: ActiveProfile,
  id: number,
  pin: string | null,
): Promise<Profile> {
  const target = await findProfileOf(db, userId, id);
  if (!target) throw notFound(messages.profiles.profileNotFound);
  assertMayManage(active, target);
  if (target.kind === 'kids') throw new HttpError(422, messages.profiles.kidsHaveNoPin);
  const row = await updateProfileOf(db, userId, id, { pinHash: pin === null ? null : await hashPin(pin) });
  if (!row) throw notFound(messages.profiles.profileNotFound);
  return presentProfile(row);
}
