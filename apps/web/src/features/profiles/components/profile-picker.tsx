import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import Typography from '@mui/material/Typography';
import type { Profile, ProfilesState } from '@pardeh/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../../lib/api-client.ts';
import { useAuthStore } from '../../../stores/auth-store.ts';
import { useSelectProfile } from '../api/select-profile.ts';
import { rememberPickedProfile } from '../lib/picked-profile.ts';
import { needsPin } from '../lib/pin.ts';
import { profilesMessages as m } from '../messages.ts';
import { PinDialog } from './pin-dialog.tsx';
import { ProfileAvatar } from './profile-avatar.tsx';

/**
 * "Who is watching?", full screen, as streaming apps ask: one tile per profile (a kids' one
 * marked). Choosing one (with its PIN when the server asks for one) reloads the page, so every
 * part of it, the notification stream too, reads the new profile's library.
 */
export function ProfilePicker({
  state,
  onPicked,
  reloadAt,
}: {
  state: ProfilesState;
  /** Called when the active profile is chosen again: nothing to reload. */
  onPicked?: () => void;
  /** Where the page reloads after a switch; the current address when not given. */
  reloadAt?: string;
}) {
  const token = useAuthStore((auth) => auth.token);
  const select = useSelectProfile();
  const [asking, setAsking] = useState<Profile | null>(null);
  const [pinError, setPinError] = useState<string | null>(null);

  const choose = (profile: Profile, pin?: string) => {
    setPinError(null);
    select.mutate(
      { id: profile.id, pin },
      {
        onSuccess: () => {
          if (token) rememberPickedProfile(token);
          if (profile.id === state.active.id && onPicked) onPicked();
          else if (reloadAt) window.location.assign(reloadAt);
          else window.location.reload();
        },
        onError: (error) => {
          const message = error instanceof ApiError ? error.message : m.defaultError;
          if (error instanceof ApiError && (error.status === 403 || error.status === 429)) {
            setAsking(profile);
            setPinError(message);
          } else setPinError(message);
        },
      },
    );
  };
  const onTile = (profile: Profile) => {
    if (needsPin(state.active, profile, state.profiles)) {
      setPinError(null);
      setAsking(profile);
    } else choose(profile);
  };

  return (
    <Dialog open fullScreen aria-labelledby="profile-picker-title">
      <Box
        sx={{
          minHeight: '100%',
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          justifyContent: 'center',
          gap: 4,
          p: 3,
          bgcolor: 'background.default',
        }}
      >
        <Typography id="profile-picker-title" component="h1" variant="h4">
          {m.whoIsWatching}
        </Typography>
        <Box
          component="ul"
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            justifyContent: 'center',
            gap: 3,
            p: 0,
            m: 0,
            listStyle: 'none',
          }}
        >
          {state.profiles.map((profile) => (
            <li key={profile.id}>
              <ButtonBase
                onClick={() => onTile(profile)}
                disabled={select.isPending}
                sx={{ flexDirection: 'column', gap: 1, p: 1, borderRadius: 2 }}
              >
                <ProfileAvatar profile={profile} size={96} />
                <Typography>{profile.name}</Typography>
                {profile.kind === 'kids' && <Chip size="small" color="secondary" label={m.kidsBadge} />}
                {profile.hasPin && <Chip size="small" variant="outlined" label={m.locked} />}
              </ButtonBase>
            </li>
          ))}
        </Box>
        {!asking && pinError && <Typography color="error">{pinError}</Typography>}
        {state.active.kind === 'adult' && (
          <Typography component={Link} to="/user/profiles" onClick={onPicked} color="text.secondary">
            {m.manage}
          </Typography>
        )}
      </Box>
      {asking && (
        <PinDialog
          title={m.pinTitle(asking.name)}
          error={pinError}
          pending={select.isPending}
          onSubmit={(pin) => choose(asking, pin)}
          onClose={() => setAsking(null)}
        />
      )}
    </Dialog>
  );
}
