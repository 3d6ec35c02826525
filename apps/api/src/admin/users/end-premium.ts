import type { AdminUserDetail } from '@pardeh/contract';
import type { Database } from '../../db/client.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { messages } from '../../messages.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { endPremiumNow, insertPremiumAdjustment, lockUser } from './admin-users-db.ts';
import { showAdminUser } from './show-admin-user.ts';

/** Ends a user's premium now (the expiry becomes now); 409 when none is active. */
export async function endPremium(
  db: Database,
  operatorId: number,
  userId: number,
  { reason }: { reason: string },
): Promise<AdminUserDetail> {
  await db.transaction(async (tx) => {
    const user = await lockUser(tx, userId);
    if (!user) throw notFound(messages.adminUsers.userNotFound);
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
  return showAdminUser(db, userId);
}
