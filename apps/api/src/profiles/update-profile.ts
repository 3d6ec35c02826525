import type { Profile, updateProfileBodySchema } from '@pardeh/contract';
import type { z } from 'zod';
import type { ActiveProfile } from '../accounts/authenticate-session.ts';
import type { Database } from '../db/client.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { messages } from '../messages.ts';
import { assertMayManage } from './manage-guard.ts';
import { presentProfile } from './present-profile.ts';
import { findProfileOf, updateProfileOf } from './profiles-db.ts';

/** `PATCH /api/user/profiles/{id}`: renames a profile, changes its avatar or a kids' maturity age. */
export async function updateProfile(
  db: Database,
  userId: number,
  active: ActiveProfile,
  id: number,
  change: z.output<typeof updateProfileBodySchema>,
): Promise<Profile> {
  const target = await findProfileOf(db, userId, id);
  if (!target) throw notFound(messages.profiles.profileNotFound);
  assertMayManage(active, target);
  if (change.maturityAge !== undefined && target.kind !== 'kids')
    throw new HttpError(422, messages.validationFailed, {
      maturityAge: [messages.profiles.adultHasNoMaturityAge],
    });
  const row = await updateProfileOf(db, userId, id, change);
  if (!row) throw notFound(messages.profiles.profileNotFound);
  return presentProfile(row);
}
