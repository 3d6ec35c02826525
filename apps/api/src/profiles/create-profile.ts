import {
  type createProfileBodySchema,
  DEFAULT_KIDS_MATURITY_AGE,
  MAX_PROFILES,
  type Profile,
} from '@pardeh/contract';
import type { z } from 'zod';
import type { ActiveProfile } from '../accounts/authenticate-session.ts';
import type { Database } from '../db/client.ts';
import { HttpError } from '../http/errors.ts';
import { messages } from '../messages.ts';
import { assertAdult } from './manage-guard.ts';
import { presentProfile } from './present-profile.ts';
import { countProfilesOf, insertProfile, lockProfilesOf } from './profiles-db.ts';

/**
 * `POST /api/user/profiles`: a new profile, at most MAX_PROFILES per account (409 beyond), counted
 * under the account's lock so parallel requests cannot pass the limit together. A kids' profile
 * gets the default maturity age unless one of the documented levels is chosen.
 */
export async function createProfile(
  db: Database,
  userId: number,
  active: ActiveProfile,
  input: z.output<typeof createProfileBodySchema>,
): Promise<Profile> {
  assertAdult(active);
  const row = await db.transaction(async (tx) => {
    await lockProfilesOf(tx, userId);
    if ((await countProfilesOf(tx, userId)) >= MAX_PROFILES)
      throw new HttpError(409, messages.profiles.tooManyProfiles);
    return insertProfile(tx, userId, {
      name: input.name,
      avatar: input.avatar,
      kind: input.kind,
      maturityAge: input.kind === 'kids' ? (input.maturityAge ?? DEFAULT_KIDS_MATURITY_AGE) : null,
    });
  });
  return presentProfile(row);
}
