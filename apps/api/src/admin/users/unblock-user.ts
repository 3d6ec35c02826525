import type { AdminUserDetail } from '@pardeh/contract';
import type { Database } from '../../db/client.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { messages } from '../../messages.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { lockUser, setBlock } from './admin-users-db.ts';
import { lockRosterAsOperator } from './roster-guard.ts';
import { showAdminUser } from './show-admin-user.ts';

/** Lifts a block: the user can sign in again (their old sessions stay revoked). 409 if not blocked. */
export async function unblockUser(
  db: Database,
  operatorId: number,
  userId: number,
): Promise<AdminUserDetail> {
  await db.transaction(async (tx) => {
    await lockRosterAsOperator(tx, operatorId);
    const user = await lockUser(tx, userId);
    if (!user) throw notFound(messages.adminUsers.userNotFound);
    if (!user.blockedAt) throw new HttpError(409, messages.adminUsers.notBlocked);
    await setBlock(tx, userId, null);
    await recordAudit(tx, {
      actorId: operatorId,
      action: 'unblock-user',
      targetType: 'user',
      targetId: userId,
      before: { blocked: true, reason: user.blockReason },
      after: { blocked: false },
    });
  });
  return showAdminUser(db, userId);
}
