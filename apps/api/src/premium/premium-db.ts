import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema/index.ts';

/** The subscription itself: the user's premium expiry and plan (the columns `GET /api/user` shows). */

/**
 * Adds `days` to the user's premium, counted from the later of now and the current expiry, and
 * returns the new expiry. One UPDATE: it locks the row, and a concurrent extension waits and then
 * recomputes from the expiry the other one wrote, so two extensions always add up. Days are 24
 * hours each, whatever the session's time zone. Without `planId` (an operator's extension) the
 * plan stays as it is.
 */
export async function extendUserPremium(
  db: Database,
  userId: number,
  { planId, days }: { planId?: number; days: number },
): Promise<Date> {
  const [row] = await db
    .update(users)
    .set({
      premiumPlanId: planId,
      premiumExpiresAt: sql`greatest(now(), coalesce(${users.premiumExpiresAt}, now())) + make_interval(hours => ${days * 24})`,
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, userId))
    .returning({ premiumExpiresAt: users.premiumExpiresAt });
  if (!row?.premiumExpiresAt) throw new Error(`user ${userId} vanished while extending premium`);
  return row.premiumExpiresAt;
}
