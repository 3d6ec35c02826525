import type { AdminUserDetail } from '@pardeh/contract';
import { recordAudit } from '../../admin/audit/record-audit.ts';
import type { Database } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import { messages } from '../../messages.ts';
import { setBlock } from '../accounts-db.ts';
import { changeRoster } from './change-user.ts';

/** Lifts a block: the user can sign in again (their old sessions stay revoked). 409 if not blocked. */
export async function unblockUser(
  db: Database,
  operatorId: number,
  userId: number,
): Promise<AdminUserDetail> {
  return changeRoster(db, operatorId, userId, async (tx, user) => {
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
}
