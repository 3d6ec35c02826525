import Box from '@mui/material/Box';
import type { Profile } from '@pardeh/contract';
import { profilesMessages } from '../messages.ts';

/** A profile's avatar, from the set shipped in `public/avatars/`. */
export function ProfileAvatar({
  profile,
  size,
}: {
  profile: Pick<Profile, 'avatar' | 'name'>;
  size: number;
}) {
  return (
    <Box
      component="img"
      src={`/avatars/${profile.avatar}.svg`}
      alt={profilesMessages.avatarAlt(profile.name)}
      width={size}
      height={size}
      sx={{ display: 'block', borderRadius: 2 }}
    />
  );
}
