import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { type ProfileAvatar as AvatarKey, profileAvatars } from '@pardeh/contract';
import { profilesMessages as m } from '../messages.ts';
import { ProfileAvatar } from './profile-avatar.tsx';

/** The shipped avatars as a row of choices; the chosen one is outlined. */
export function AvatarChoice({ value, onChange }: { value: AvatarKey; onChange(avatar: AvatarKey): void }) {
  return (
    <Box role="radiogroup" aria-label={m.avatar} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      {profileAvatars.map((avatar) => (
        <ButtonBase
          key={avatar}
          role="radio"
          aria-checked={avatar === value}
          onClick={() => onChange(avatar)}
          sx={{
            borderRadius: 2,
            outline: avatar === value ? '3px solid' : 'none',
            outlineColor: 'primary.main',
            outlineOffset: 2,
          }}
        >
          <ProfileAvatar profile={{ avatar, name: avatar }} size={40} />
        </ButtonBase>
      ))}
    </Box>
  );
}
