import { and, asc, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { plans, streamSlots, titleFiles, titles, users } from '../../db/schema/index.ts';

/** Every query of screens per plan. A play is live while it is not stopped and not expired. */

const live = and(isNull(streamSlots.stoppedAt), gt(streamSlots.expiresAt, sql`now()`));
const expiryAfter = (lifetimeMs: number) => sql`now() + ${lifetimeMs} * interval '1 millisecond'`;

/**
 * Locks the account's row for the rest of the transaction, so claims of one account run one after
 * another and count each other's plays; returns its premium expiry and its plan's screens (null
 * without a plan).
 */
export async function lockAccountScreens(
  tx: Database,
  userId: number,
): Promise<{ premiumExpiresAt: Date | null; screens: number | null } | undefined> {
  const [row] = await tx
    .select({ premiumExpiresAt: users.premiumExpiresAt, screens: plans.screens })
    .from(users)
    .leftJoin(plans, eq(plans.id, users.premiumPlanId))
    .where(eq(users.id, userId))
    .for('no key update', { of: users });
  return row;
}

/** Forgets the account's expired plays, stopped ones included: nobody beats for them any more. */
export async function deleteExpiredSlots(tx: Database, userId: number): Promise<void> {
  await tx
    .delete(streamSlots)
    .where(and(eq(streamSlots.userId, userId), lte(streamSlots.expiresAt, sql`now()`)));
}

export interface LiveSlotRow {
  id: string;
  device: string;
  startedAt: Date;
  titleFa: string | null;
  titleEn: string;
  quality: string;
}

/** The account's live plays, oldest first, with what each plays. */
export function listLiveSlotRows(db: Database, userId: number): Promise<LiveSlotRow[]> {
  return db
    .select({
      id: streamSlots.id,
      device: streamSlots.device,
      startedAt: streamSlots.startedAt,
      titleFa: titles.titleFa,
      titleEn: titles.titleEn,
      quality: titleFiles.quality,
    })
    .from(streamSlots)
    .innerJoin(titleFiles, eq(titleFiles.id, streamSlots.fileId))
    .innerJoin(titles, eq(titles.id, titleFiles.titleId))
    .where(and(eq(streamSlots.userId, userId), live))
    .orderBy(asc(streamSlots.startedAt), asc(streamSlots.id));
}

export async function findSlotFile(
  db: Database,
  fileId: number,
): Promise<{ premiumOnly: boolean } | undefined> {
  const [row] = await db
    .select({ premiumOnly: titleFiles.premiumOnly })
    .from(titleFiles)
    .where(eq(titleFiles.id, fileId));
  return row;
}

export async function insertSlot(
  tx: Database,
  values: { userId: number; fileId: number; device: string; lifetimeMs: number },
): Promise<string> {
  const [row] = await tx
    .insert(streamSlots)
    .values({
      userId: values.userId,
      fileId: values.fileId,
      device: values.device,
      expiresAt: expiryAfter(values.lifetimeMs),
    })
    .returning({ id: streamSlots.id });
  if (!row) throw new Error('stream slot insert returned no row');
  return row.id;
}

/** Moves a live play's expiry on; false when it is not the user's or no longer live. */
export async function renewSlot(
  db: Database,
  id: string,
  userId: number,
  lifetimeMs: number,
): Promise<boolean> {
  const rows = await db
    .update(streamSlots)
    .set({ lastHeartbeatAt: sql`now()`, expiresAt: expiryAfter(lifetimeMs) })
    .where(and(eq(streamSlots.id, id), eq(streamSlots.userId, userId), live))
    .returning({ id: streamSlots.id });
  return rows.length > 0;
}

/** Why the user's play no longer holds its screen; undefined when the user has no such play. */
export async function findSlotEnd(
  db: Database,
  id: string,
  userId: number,
): Promise<{ stopped: boolean; expired: boolean } | undefined> {
  const [row] = await db
    .select({
      stopped: sql<boolean>`${streamSlots.stoppedAt} IS NOT NULL`,
      expired: sql<boolean>`${streamSlots.expiresAt} <= now()`,
    })
    .from(streamSlots)
    .where(and(eq(streamSlots.id, id), eq(streamSlots.userId, userId)));
  return row;
}

/** Stops one of the user's live plays; false when there is no such play. */
export async function stopSlot(db: Database, id: string, userId: number): Promise<boolean> {
  const rows = await db
    .update(streamSlots)
    .set({ stoppedAt: sql`now()` })
    .where(and(eq(streamSlots.id, id), eq(streamSlots.userId, userId), live))
    .returning({ id: streamSlots.id });
  return rows.length > 0;
}

export async function deleteSlot(db: Database, id: string): Promise<void> {
  await db.delete(streamSlots).where(eq(streamSlots.id, id));
}
