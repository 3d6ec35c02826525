import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { Profile } from '@pardeh/contract';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { useDeleteProfile } from '../api/delete-profile.ts';
import { useSetProfilePin } from '../api/set-profile-pin.ts';
import { useUpdateProfile } from '../api/update-profile.ts';
import { profilesMessages as m } from '../messages.ts';
import { AvatarChoice } from './avatar-choice.tsx';
import { PinDialog } from './pin-dialog.tsx';
import { ProfileAvatar } from './profile-avatar.tsx';

const messageOf = (error: unknown): string | null =>
  error ? (error instanceof ApiError ? error.message : m.defaultError) : null;

/** One profile on the manage page: rename, avatar, PIN (adults), delete. */
export function ProfileRow({ profile, active }: { profile: Profile; active: boolean }) {
  const update = useUpdateProfile();
  const remove = useDeleteProfile();
  const pin = useSetProfilePin();
  const [name, setName] = useState(profile.name);
  const [askingPin, setAskingPin] = useState(false);
  const error = messageOf(update.error ?? remove.error ?? (askingPin ? null : pin.error));
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2, listStyle: 'none' }} aria-label={profile.name}>
      <Stack spacing={2}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <ProfileAvatar profile={profile} size={56} />
          <TextField
            size="small"
            label={m.name}
            value={name}
            onChange={(event) => setName(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 40 } }}
          />
          <Button
            onClick={() => update.mutate({ id: profile.id, name })}
            disabled={update.isPending || name.trim() === profile.name}
          >
            {m.save}
          </Button>
          {profile.kind === 'kids' && <Chip size="small" color="secondary" label={m.kidsBadge} />}
          {active && <Chip size="small" label={m.current} />}
        </Stack>
        <AvatarChoice
          value={profile.avatar}
          onChange={(avatar) => update.mutate({ id: profile.id, avatar })}
        />
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
          {profile.kind === 'adult' && (
            <Button variant="outlined" onClick={() => setAskingPin(true)}>
              {profile.hasPin ? m.changePin : m.setPin}
            </Button>
          )}
          {profile.hasPin && (
            <Button variant="outlined" onClick={() => pin.mutate({ id: profile.id, pin: null })}>
              {m.clearPin}
            </Button>
          )}
          {!active && (
            <Button
              color="error"
              onClick={() => {
                if (window.confirm(m.removeConfirm(profile.name))) remove.mutate(profile.id);
              }}
            >
              {m.remove}
            </Button>
          )}
        </Stack>
        {error && <Alert severity="error">{error}</Alert>}
      </Stack>
      {askingPin && (
        <PinDialog
          title={m.newPinTitle}
          error={messageOf(pin.error)}
          pending={pin.isPending}
          onSubmit={(value) =>
            pin.mutate({ id: profile.id, pin: value }, { onSuccess: () => setAskingPin(false) })
          }
          onClose={() => setAskingPin(false)}
        />
      )}
    </Paper>
  );
}
