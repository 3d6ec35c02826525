import type { AdminUserDetail } from '@pardeh/contract';
import { recordAudit } from '../../admin/audit/record-audit.ts';
import type { Database } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import { messages } from '../../messages.ts';
import { revokeUserSessions, setBlock, voidOneTimeTokens } from '../accounts-db.ts';
import { changeRoster } from './change-user.ts';

/**
 * Blocks an account: every session is revoked in the same transaction, unused sign-in and reset
 * links stop working, and every sign-in way refuses the account from then on
 * (accounts/blocked-account.ts). Another administrator may be blocked (a stolen account);
 * operators cannot block themselves (422), so one who can sign in always remains.
 */
export async function blockUser(
  db: Database,
  operatorId: number,
  userId: number,
  { reason }: { reason: string },
): Promise<AdminUserDetail> {
  if (userId === operatorId) throw new HttpError(422, messages.adminUsers.cannotBlockSelf);
  return changeRoster(db, operatorId, userId, async (tx, user) => {
    if (user.blockedAt) throw new HttpError(409, messages.adminUsers.alreadyBlocked);
    await setBlock(tx, userId, { reason, blockedBy: operatorId });
    await revokeUserSessions(tx, userId);
    await voidOneTimeTokens(tx, userId, 'login');
    await voidOneTimeTokens(tx, userId, 'password_reset');
    await recordAudit(tx, {
      actorId: operatorId,
      action: 'block-user',
      targetType: 'user',
      targetId: userId,
      before: { blocked: false },
      after: { blocked: true, reason },
    });
  });
}
