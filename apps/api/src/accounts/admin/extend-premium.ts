import type { AdminUserDetail } from '@pardeh/contract';
import { recordAudit } from '../../admin/audit/record-audit.ts';
import type { Database } from '../../db/client.ts';
import { insertPremiumAdjustment } from '../accounts-db.ts';
import { extendUserPremium } from '../user-premium.ts';
import { changeUser } from './change-user.ts';

/**
 * Gives a user `days` of premium by hand, from the later of now and their current expiry, as
 * paying does. The user's row stays locked until the commit, so parallel extensions add up.
 */
export async function extendPremium(
  db: Database,
  operatorId: number,
  userId: number,
  { days, reason }: { days: number; reason: string },
): Promise<AdminUserDetail> {
  return changeUser(db, userId, async (tx, user) => {
    const expiresBefore = user.premiumExpiresAt;
    const expiresAfter = await extendUserPremium(tx, userId, { days });
    await insertPremiumAdjustment(tx, {
      userId,
      operatorId,
      action: 'extend',
      days,
      expiresBefore,
      expiresAfter,
      reason,
    });
    await recordAudit(tx, {
      actorId: operatorId,
      action: 'extend-premium',
      targetType: 'user',
      targetId: userId,
      before: { premiumExpiresAt: expiresBefore?.toISOString() ?? null },
      after: { premiumExpiresAt: expiresAfter.toISOString(), days, reason },
    });
  });
}
