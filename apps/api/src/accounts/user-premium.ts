import type { Database } from '../db/client.ts';
import { extendPremiumExpiry } from './accounts-db.ts';

/**
 * The one way premium is added to an account (a paid order, a redeemed gift, an operator's
 * extension): `days` of 24 hours from the later of now and the current expiry, in one UPDATE that
 * locks the row, so concurrent extensions add up. With `planId` the account's plan becomes it.
 * Returns the new expiry. Run it in the caller's transaction.
 */
export function extendUserPremium(
  db: Database,
  userId: number,
  extension: { planId?: number; days: number },
): Promise<Date> {
  return extendPremiumExpiry(db, userId, extension);
}
