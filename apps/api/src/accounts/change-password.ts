import type { Database } from '../db/client.ts';
import type { UserRow } from '../db/schema/index.ts';
import { HttpError } from '../http/errors.ts';
import { messages } from '../messages.ts';
import { revokeUserSessions, updatePasswordHash } from './accounts-db.ts';
import { assertStrongPassword } from './password-strength.ts';
import { hashPassword, verifyPassword } from './passwords.ts';

/**
 * `POST /api/sanc/password`: needs the current password. Other sessions of the account are
 * revoked; the one making the change stays signed in.
 */
export async function changePassword(
  db: Database,
  user: UserRow,
  currentSessionId: number,
  { currentPassword, newPassword }: { currentPassword: string; newPassword: string },
): Promise<void> {
  if (user.passwordHash === null) {
    throw new HttpError(422, messages.phone.noPassword, { current_password: [messages.phone.noPassword] });
  }
  if (!(await verifyPassword(currentPassword, user.passwordHash))) {
    throw new HttpError(422, messages.auth.wrongCurrentPassword, {
      current_password: [messages.auth.wrongCurrentPassword],
    });
  }
  await assertStrongPassword(newPassword, user);
  const passwordHash = await hashPassword(newPassword);
  await db.transaction(async (tx) => {
    await updatePasswordHash(tx, user.id, passwordHash);
    await revokeUserSessions(tx, user.id, currentSessionId);
  });
}
