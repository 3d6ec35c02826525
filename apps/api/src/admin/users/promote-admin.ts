import type { AdminUserDetail } from '@pardeh/contract';
import { promoteUser } from '../../accounts/promote-user.ts';
import type { Database } from '../../db/client.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { messages } from '../../messages.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { lockUser } from './admin-users-db.ts';
import { lockRosterAsOperator } from './roster-guard.ts';
import { showAdminUser } from './show-admin-user.ts';

/** Makes a user an administrator, as `npm run users -- promote` does; 409 if they are one already. */
export async function promoteAdmin(
  db: Database,
  operatorId: number,
  userId: number,
): Promise<AdminUserDetail> {
  await db.transaction(async (tx) => {
    await lockRosterAsOperator(tx, operatorId);
    const user = await lockUser(tx, userId);
    if (!user) throw notFound(messages.adminUsers.userNotFound);
    if (user.isAdmin) throw new HttpError(409, messages.adminUsers.alreadyAdmin);
    await promoteUser(tx, user.email);
    await recordAudit(tx, {
      actorId: operatorId,
      action: 'promote-user',
      targetType: 'user',
      targetId: userId,
      before: { isAdmin: false },
      after: { isAdmin: true },
    });
  });
  return showAdminUser(db, userId);
}
