import { useNavigate } from 'react-router';
import { QueryFailure } from '../../../components/query-failure.tsx';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { useProfiles } from '../api/get-profiles.ts';
import { ProfilePicker } from '../components/profile-picker.tsx';
import { profilesMessages as m } from '../messages.ts';

/** `/profiles`: the picker, opened from the account menu; a switch lands on the home page. */
export function SwitchProfilePage() {
  useDocumentTitle(m.whoIsWatching);
  const navigate = useNavigate();
  const profiles = useProfiles();
  if (profiles.error)
    return <QueryFailure error={profiles.error} retry={() => profiles.refetch()} title={m.whoIsWatching} />;
  if (!profiles.data) return null;
  return <ProfilePicker state={profiles.data} onPicked={() => navigate(-1)} reloadAt="/" />;
}
