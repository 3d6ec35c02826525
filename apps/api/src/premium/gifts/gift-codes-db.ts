import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { type GiftCodeRow, giftCodes, paymentOrders, users } from '../../db/schema/index.ts';

/** Every query of the gift codes part. */

export type NewGiftCode = Pick<GiftCodeRow, 'orderId' | 'code' | 'planId' | 'planName' | 'durationDays'>;

/**
 * Stores a code valid for `validDays`; undefined when the code is taken already (a 1 in 2^100
 * chance, but the caller then draws another rather than aborting the payment's transaction).
 */
export async function insertGiftCode(
  db: Database,
  code: NewGiftCode,
  validDays: number,
): Promise<GiftCodeRow | undefined> {
  const [row] = await db
    .insert(giftCodes)
    .values({ ...code, expiresAt: sql`now() + make_interval(days => ${validDays})` })
    .onConflictDoNothing({ target: giftCodes.code })
    .returning();
  return row;
}

/** The code locked for redeeming: of two redeems at once, the second sees the first's result. */
export async function lockGiftCode(db: Database, code: string): Promise<GiftCodeRow | undefined> {
  const [row] = await db.select().from(giftCodes).where(eq(giftCodes.code, code)).for('update');
  return row;
}

export async function markGiftCodeRedeemed(db: Database, id: number, userId: number): Promise<void> {
  await db.update(giftCodes).set({ redeemedBy: userId, redeemedAt: sql`now()` }).where(eq(giftCodes.id, id));
}

/** The gifts a user redeemed, newest first, with who bought each (for the operator's user page). */
export function listGiftsRedeemedBy(db: Database, userId: number, limit: number) {
  return db
    .select({
      planName: giftCodes.planName,
      durationDays: giftCodes.durationDays,
      // Set together with redeemed_by, so never null here.
      redeemedAt: sql<Date>`${giftCodes.redeemedAt}`.mapWith(giftCodes.redeemedAt),
      buyer: { id: users.id, name: users.name },
    })
    .from(giftCodes)
    .innerJoin(paymentOrders, eq(paymentOrders.id, giftCodes.orderId))
    .leftJoin(users, eq(users.id, paymentOrders.userId))
    .where(eq(giftCodes.redeemedBy, userId))
    .orderBy(desc(giftCodes.redeemedAt), desc(giftCodes.id))
    .limit(limit);
}
