import type { RedeemResult } from '@pardeh/contract';
import { extendUserPremium } from '../../accounts/user-premium.ts';
import type { Database } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import { messages } from '../../messages.ts';
import { lockGiftCode, markGiftCodeRedeemed } from './gift-codes-db.ts';

const refuse = (message: string) => new HttpError(422, message, { code: [message] });

/**
 * Redeems a gift code (already normalised) for `userId`, once: the code row is locked, so of two
 * redeems at once the second finds it used. The redeemer's premium is extended from the later of
 * now and their current expiry, like a paid subscription; the buyer may redeem their own gift.
 */
export function redeemGiftCode(db: Database, userId: number, code: string): Promise<RedeemResult> {
  return db.transaction(async (tx) => {
    const gift = await lockGiftCode(tx, code);
    if (!gift) throw refuse(messages.premium.codeUnknown);
    if (gift.redeemedBy !== null) throw refuse(messages.premium.codeUsed);
    if (gift.expiresAt <= new Date()) throw refuse(messages.premium.codeExpired);
    await markGiftCodeRedeemed(tx, gift.id, userId);
    const expiresAt = await extendUserPremium(tx, userId, { planId: gift.planId, days: gift.durationDays });
    return {
      premium: { active: true, planId: gift.planId, expiresAt: expiresAt.toISOString() },
      planName: gift.planName,
      durationDays: gift.durationDays,
    };
  });
}
