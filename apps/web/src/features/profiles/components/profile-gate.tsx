import { useState } from 'react';
import { useAuthStore } from '../../../stores/auth-store.ts';
import { useProfiles } from '../api/get-profiles.ts';
import { hasPickedProfile, rememberPickedProfile } from '../lib/picked-profile.ts';
import { ProfilePicker } from './profile-picker.tsx';

/**
 * After a sign-in, an account with more than one profile is asked who is watching, once per
 * session. Mounted for signed-in visitors after the first paint, so the server-rendered HTML
 * carries nothing of the profiles.
 */
export function ProfileGate() {
  const token = useAuthStore((auth) => auth.token);
  const profiles = useProfiles();
  const [dismissed, setDismissed] = useState(false);
  if (!token || dismissed || !profiles.data) return null;
  if (hasPickedProfile(token)) return null;
  if (profiles.data.profiles.length < 2) {
    rememberPickedProfile(token);
    return null;
  }
  return <ProfilePicker state={profiles.data} onPicked={() => setDismissed(true)} />;
}
