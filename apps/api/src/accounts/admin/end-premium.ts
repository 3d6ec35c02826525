import type { AdminUserDetail } from '@pardeh/contract';
import { recordAudit } from '../../admin/audit/record-audit.ts';
import type { Database } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import { messages } from '../../messages.ts';
import { endPremiumNow, insertPremiumAdjustment } from '../accounts-db.ts';
import { changeUser } from './change-user.ts';

/** Ends a user's premium now (the expiry becomes now); 409 when none is active. */
export async function endPremium(
  db: Database,
  operatorId: number,
  userId: number,
  { reason }: { reason: string },
): Promise<AdminUserDetail> {
  return changeUser(db, userId, async (tx, user) => {
    const expiresBefore = user.premiumExpiresAt;
    if (!expiresBefore || expiresBefore <= new Date()) {
      throw new HttpError(409, messages.adminUsers.premiumNotActive);
    }
    const expiresAfter = await endPremiumNow(tx, userId);
    await insertPremiumAdjustment(tx, {
      userId,
      operatorId,
      action: 'end',
      days: null,
      expiresBefore,
      expiresAfter,
      reason,
    });
    await recordAudit(tx, {
      actorId: operatorId,
      action: 'end-premium',
      targetType: 'user',
      targetId: userId,
      before: { premiumExpiresAt: expiresBefore.toISOString() },
      after: { premiumExpiresAt: expiresAfter.toISOString(), reason },
    });
  });
}
