import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  DEFAULT_KIDS_MATURITY_AGE,
  kidsMaturityAges,
  type ProfileAvatar,
  type ProfileKind,
} from '@pardeh/contract';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { toPersianDigits } from '../../../lib/persian.ts';
import { useCreateProfile } from '../api/create-profile.ts';
import { profilesMessages as m } from '../messages.ts';
import { AvatarChoice } from './avatar-choice.tsx';

/** Adds a profile: a name, an avatar, adult or kids (and a kids' maturity level). */
export function AddProfileForm() {
  const create = useCreateProfile();
  const [name, setName] = useState('');
  const [avatar, setAvatar] = useState<ProfileAvatar>('star');
  const [kind, setKind] = useState<ProfileKind>('adult');
  const [maturityAge, setMaturityAge] = useState<number>(DEFAULT_KIDS_MATURITY_AGE);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      { name, avatar, kind, ...(kind === 'kids' ? { maturityAge } : {}) },
      { onSuccess: () => setName('') },
    );
  };
  const error = create.error instanceof ApiError ? create.error : null;
  return (
    <Stack component="form" onSubmit={submit} noValidate spacing={2}>
      <TextField
        label={m.name}
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={Boolean(error?.errors?.name)}
        helperText={error?.errors?.name?.[0]}
        slotProps={{ htmlInput: { maxLength: 40 } }}
      />
      <AvatarChoice value={avatar} onChange={setAvatar} />
      <TextField
        select
        label={m.kind}
        value={kind}
        onChange={(event) => setKind(event.target.value as ProfileKind)}
      >
        <MenuItem value="adult">{m.kinds.adult}</MenuItem>
        <MenuItem value="kids">{m.kinds.kids}</MenuItem>
      </TextField>
      {kind === 'kids' && (
        <TextField
          select
          label={m.maturityAge}
          value={maturityAge}
          onChange={(event) => setMaturityAge(Number(event.target.value))}
        >
          {kidsMaturityAges.map((age) => (
            <MenuItem key={age} value={age}>
              {m.maturityAgeOption(toPersianDigits(String(age)))}
            </MenuItem>
          ))}
        </TextField>
      )}
      {error && !error.errors && <Alert severity="error">{error.message}</Alert>}
      <Button type="submit" variant="contained" disabled={create.isPending}>
        {m.add}
      </Button>
    </Stack>
  );
}
