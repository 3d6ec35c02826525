import type { AdminUserDetail } from '@pardeh/contract';
import { recordAudit } from '../../admin/audit/record-audit.ts';
import type { Database } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import { messages } from '../../messages.ts';
import { setAdmin } from '../accounts-db.ts';
import { changeRoster } from './change-user.ts';

/**
 * Takes administrator rights away (their sessions stay; the console answers them 403 from the
 * next request). Refuses, with 409, to demote oneself: the operator is an administrator who can
 * sign in (checked under the roster lock), so the last one can never be demoted.
 */
export async function demoteAdmin(
  db: Database,
  operatorId: number,
  userId: number,
): Promise<AdminUserDetail> {
  if (userId === operatorId) throw new HttpError(409, messages.adminUsers.cannotDemoteSelf);
  return changeRoster(db, operatorId, userId, async (tx, user) => {
    if (!user.isAdmin) throw new HttpError(409, messages.adminUsers.notAdmin);
    await setAdmin(tx, userId, false);
    await recordAudit(tx, {
      actorId: operatorId,
      action: 'demote-user',
      targetType: 'user',
      targetId: userId,
      before: { isAdmin: true },
      after: { isAdmin: false },
    });
  });
}
