import type { Profile, ProfileAvatar, ProfilesState } from '@pardeh/contract';
import type { ProfileRow } from '../db/schema/index.ts';

/** A profile as its account sees it: never the PIN's hash, only whether there is one. */
export function presentProfile(row: ProfileRow): Profile {
  return {
    id: row.id,
    name: row.name,
    avatar: row.avatar as ProfileAvatar,
    kind: row.kind,
    maturityAge: row.maturityAge,
    hasPin: row.pinHash !== null,
  };
}

/** The account's profiles, oldest first, and the session's active one among them. */
export function presentProfilesState(rows: ProfileRow[], activeId: number): ProfilesState {
  const active = rows.find((row) => row.id === activeId) ?? rows[0];
  if (!active) throw new Error('an account without profiles');
  return { active: presentProfile(active), profiles: rows.map(presentProfile) };
}
