import type { ActiveProfile } from '../accounts/authenticate-session.ts';
import type { Database } from '../db/client.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { messages } from '../messages.ts';
import { assertMayManage } from './manage-guard.ts';
import { countProfilesOf, deleteProfileOf, findProfileOf, lockProfilesOf } from './profiles-db.ts';

/**
 * `DELETE /api/user/profiles/{id}`: the profile and its whole library go (its comments stay, under
 * the account's name). The account's last profile cannot go (409), nor the session's own active
 * one (409: choose another first), checked under the account's lock so two deletions at once
 * cannot leave none.
 */
export async function deleteProfile(db: Database, userId: number, active: ActiveProfile, id: number) {
  await db.transaction(async (tx) => {
    await lockProfilesOf(tx, userId);
    const target = await findProfileOf(tx, userId, id);
    if (!target) throw notFound(messages.profiles.profileNotFound);
    assertMayManage(active, target);
    if (target.id === active.id) throw new HttpError(409, messages.profiles.activeProfile);
    if ((await countProfilesOf(tx, userId)) <= 1) throw new HttpError(409, messages.profiles.lastProfile);
    await deleteProfileOf(tx, userId, id);
  });
}
