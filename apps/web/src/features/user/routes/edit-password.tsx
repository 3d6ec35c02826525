import { ChangePasswordCard } from '../../auth/index.ts';

/** `/user/edit-password` (signed in): change the password with the current one. */
export function EditPasswordPage() {
  return <ChangePasswordCard />;
}
