import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { type PhoneCodePurpose, type PhoneCodeRow, phoneCodes } from '../../db/schema/index.ts';

/**
 * The data module of phone sign-in's one-time codes (`phone_codes`, migration 0035). Times are
 * the database's (`now()`), so instances whose clocks drift agree on when a code expires.
 */

/** Codes are kept this long after they are made (for no reason but a trail); then deleted. */
const KEEP_CODES_FOR = sql`interval '1 day'`;

/**
 * Stores a new code for (phone, purpose) and voids every older unused one, so only the latest
 * code sent works. Old rows are swept on the way.
 */
export async function insertPhoneCode(
  db: Database,
  values: {
    phone: string;
    purpose: PhoneCodePurpose;
    userId: number | null;
    codeHash: string;
    lifetimeMs: number;
  },
): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.delete(phoneCodes).where(lt(phoneCodes.createdAt, sql`now() - ${KEEP_CODES_FOR}`));
    await tx
      .update(phoneCodes)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(phoneCodes.phone, values.phone),
          eq(phoneCodes.purpose, values.purpose),
          isNull(phoneCodes.usedAt),
        ),
      );
    const [row] = await tx
      .insert(phoneCodes)
      .values({
        phone: values.phone,
        purpose: values.purpose,
        userId: values.userId,
        codeHash: values.codeHash,
        expiresAt: sql`now() + make_interval(secs => ${values.lifetimeMs / 1000})`,
      })
      .returning({ id: phoneCodes.id });
    if (!row) throw new Error('phone code insert returned no row');
    return row.id;
  });
}

/** Forgets a code that was never delivered, so it cannot be guessed either. */
export async function deletePhoneCode(db: Database, id: number): Promise<void> {
  await db.delete(phoneCodes).where(eq(phoneCodes.id, id));
}

/**
 * Spends one try on the live code of (phone, purpose[, user]) and returns it, or undefined when
 * there is none: never sent, expired, used, replaced, or out of tries. One conditional update, so
 * parallel guesses never get more than `maxTries` between them.
 */
export async function spendPhoneCodeTry(
  db: Database,
  { phone, purpose, userId }: { phone: string; purpose: PhoneCodePurpose; userId: number | null },
  maxTries: number,
): Promise<PhoneCodeRow | undefined> {
  const live = and(
    eq(phoneCodes.phone, phone),
    eq(phoneCodes.purpose, purpose),
    userId === null ? isNull(phoneCodes.userId) : eq(phoneCodes.userId, userId),
    isNull(phoneCodes.usedAt),
    gt(phoneCodes.expiresAt, sql`now()`),
    lt(phoneCodes.tries, maxTries),
  );
  const latest = db
    .select({ id: phoneCodes.id })
    .from(phoneCodes)
    .where(live)
    .orderBy(desc(phoneCodes.id))
    .limit(1);
  const [row] = await db
    .update(phoneCodes)
    .set({ tries: sql`${phoneCodes.tries} + 1` })
    .where(and(eq(phoneCodes.id, sql`(${latest})`), live))
    .returning();
  return row;
}

/** Uses the code up; false when a parallel request used it first (or it just expired). */
export async function claimPhoneCode(db: Database, id: number): Promise<boolean> {
  const claimed = await db
    .update(phoneCodes)
    .set({ usedAt: sql`now()` })
    .where(and(eq(phoneCodes.id, id), isNull(phoneCodes.usedAt), gt(phoneCodes.expiresAt, sql`now()`)))
    .returning({ id: phoneCodes.id });
  return claimed.length === 1;
}
