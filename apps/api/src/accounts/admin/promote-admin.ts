import type { AdminUserDetail } from '@pardeh/contract';
import { recordAudit } from '../../admin/audit/record-audit.ts';
import type { Database } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import { messages } from '../../messages.ts';
import { setAdmin } from '../accounts-db.ts';
import { changeRoster } from './change-user.ts';

/** Makes a user an administrator, as `npm run users -- promote` does; 409 if they are one already. */
export async function promoteAdmin(
  db: Database,
  operatorId: number,
  userId: number,
): Promise<AdminUserDetail> {
  return changeRoster(db, operatorId, userId, async (tx, user) => {
    if (user.isAdmin) throw new HttpError(409, messages.adminUsers.alreadyAdmin);
    await setAdmin(tx, user.id, true);
    await recordAudit(tx, {
      actorId: operatorId,
      action: 'promote-user',
      targetType: 'user',
      targetId: userId,
      before: { isAdmin: false },
      after: { isAdmin: true },
    });
  });
}
