import { and, asc, count, eq, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { type ProfileRow, profiles } from '../db/schema/index.ts';

/**
 * Every query of `profiles`: the one writer of the table (migration 0036's trigger inserts an
 * account's first profile). Profiles are always read with their account's id, so another
 * account's profile is as absent as a missing one.
 */

export type NewProfile = Pick<ProfileRow, 'name' | 'avatar' | 'kind' | 'maturityAge'>;
export type ProfileChange = Partial<Pick<ProfileRow, 'name' | 'avatar' | 'maturityAge' | 'pinHash'>>;

export function listProfilesOf(db: Database, userId: number): Promise<ProfileRow[]> {
  return db.select().from(profiles).where(eq(profiles.userId, userId)).orderBy(asc(profiles.id));
}

export async function findProfileOf(db: Database, userId: number, id: number): Promise<ProfileRow | null> {
  const [row] = await db
    .select()
    .from(profiles)
    .where(and(eq(profiles.userId, userId), eq(profiles.id, id)));
  return row ?? null;
}

/** Whether any profile of the account has a PIN. */
export async function accountHasPin(db: Database, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(eq(profiles.userId, userId), isNotNull(profiles.pinHash)))
    .limit(1);
  return row !== undefined;
}

/** The PIN hashes of the account's profiles that have one. */
export async function listPinHashesOf(db: Database, userId: number): Promise<string[]> {
  const rows = await db
    .select({ pinHash: profiles.pinHash })
    .from(profiles)
    .where(and(eq(profiles.userId, userId), isNotNull(profiles.pinHash)));
  return rows.flatMap((row) => (row.pinHash ? [row.pinHash] : []));
}

/**
 * Serialises the changes to one account's set of profiles (a transaction-scoped advisory lock
 * keyed by the account), so two creations at once cannot both pass the limit and two deletions
 * cannot remove the last profile between them.
 */
export async function lockProfilesOf(tx: Database, userId: number): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(34, ${userId})`);
}

export async function countProfilesOf(tx: Database, userId: number): Promise<number> {
  const [row] = await tx.select({ value: count() }).from(profiles).where(eq(profiles.userId, userId));
  return row?.value ?? 0;
}

export async function insertProfile(tx: Database, userId: number, values: NewProfile): Promise<ProfileRow> {
  const [row] = await tx
    .insert(profiles)
    .values({ userId, ...values })
    .returning();
  if (!row) throw new Error('profile insert returned no row');
  return row;
}

/** The changed profile, or null when the account has no such profile. */
export async function updateProfileOf(
  db: Database,
  userId: number,
  id: number,
  change: ProfileChange,
): Promise<ProfileRow | null> {
  const [row] = await db
    .update(profiles)
    .set({ ...change, updatedAt: sql`now()` })
    .where(and(eq(profiles.userId, userId), eq(profiles.id, id)))
    .returning();
  return row ?? null;
}

export async function deleteProfileOf(tx: Database, userId: number, id: number): Promise<boolean> {
  const rows = await tx
    .delete(profiles)
    .where(and(eq(profiles.userId, userId), eq(profiles.id, id)))
    .returning({ id: profiles.id });
  return rows.length > 0;
}
