import type { ActiveProfile } from '../accounts/authenticate-session.ts';
import type { ProfileRow } from '../db/schema/index.ts';
import { HttpError } from '../http/errors.ts';
import { messages } from '../messages.ts';

/**
 * Who may change a profile: an adult profile, and a PIN-protected profile only from itself (its
 * PIN was asked when it was chosen), so the PIN cannot be side-stepped by clearing it from another
 * adult profile.
 */
export function assertMayManage(active: ActiveProfile, target: ProfileRow): void {
  if (active.kind === 'kids') throw new HttpError(403, messages.profiles.kidsCannotManage);
  if (target.pinHash !== null && target.id !== active.id)
    throw new HttpError(403, messages.profiles.protectedProfile);
}

/** Changes to the set of profiles (adding one) need an adult profile. */
export function assertAdult(active: ActiveProfile): void {
  if (active.kind === 'kids') throw new HttpError(403, messages.profiles.kidsCannotManage);
}
