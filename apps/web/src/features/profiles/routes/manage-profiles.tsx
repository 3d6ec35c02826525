import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MAX_PROFILES } from '@pardeh/contract';
import { QueryFailure } from '../../../components/query-failure.tsx';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { useProfiles } from '../api/get-profiles.ts';
import { AddProfileForm } from '../components/add-profile-form.tsx';
import { ProfileRow } from '../components/profile-row.tsx';
import { profilesMessages as m } from '../messages.ts';

/** `/user/profiles`: the account's profiles, to add, rename, re-picture, lock with a PIN or delete. */
export function ManageProfilesPage() {
  useDocumentTitle(m.manage);
  const profiles = useProfiles();
  if (profiles.error)
    return <QueryFailure error={profiles.error} retry={() => profiles.refetch()} title={m.manage} />;
  if (!profiles.data) return null;
  const { active, profiles: all } = profiles.data;
  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <Stack spacing={3}>
        <Typography component="h1" variant="h4">
          {m.manageTitle}
        </Typography>
        <Typography color="text.secondary">{m.manageHint}</Typography>
        <Stack component="ul" spacing={2} sx={{ p: 0, m: 0 }}>
          {all.map((profile) => (
            <ProfileRow key={profile.id} profile={profile} active={profile.id === active.id} />
          ))}
        </Stack>
        {all.length < MAX_PROFILES ? <AddProfileForm /> : <Alert severity="info">{m.limitReached}</Alert>}
      </Stack>
    </Container>
  );
}
