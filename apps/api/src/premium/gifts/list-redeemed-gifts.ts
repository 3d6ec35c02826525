import type { RedeemedGift } from '@pardeh/contract';
import type { Database } from '../../db/client.ts';
import { listGiftsRedeemedBy } from './gift-codes-db.ts';

/** The gifts a user redeemed, newest first, with who bought each (the operator's user page). */
export async function listRedeemedGifts(
  db: Database,
  userId: number,
  limit: number,
): Promise<RedeemedGift[]> {
  const gifts = await listGiftsRedeemedBy(db, userId, limit);
  return gifts.map((gift) => ({
    planName: gift.planName,
    durationDays: gift.durationDays,
    redeemedAt: gift.redeemedAt.toISOString(),
    buyer: gift.buyer,
  }));
}
