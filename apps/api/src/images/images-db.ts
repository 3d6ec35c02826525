import type { ImageKind } from '@pardeh/contract';
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Database, DatabaseHandle } from '../db/client.ts';
import { type ImageStatus, images } from '../db/schema/images.ts';
import { IMAGE_MAX_ATTEMPTS, retryDelayMs } from './retry-delay.ts';

/** Every query of the images domain (table `images`, migration 0010). */

export interface ClaimedImage {
  id: number;
  sourceUrl: string;
  kind: ImageKind;
  /** Failed fetches so far. */
  attempts: number;
}

/**
 * Takes the due picture waiting longest, moving its time `leaseMs` ahead so that no other worker
 * (another instance on the same PostgreSQL) takes it meanwhile; a worker that dies holding it
 * leaves it due again once the lease runs out. One statement: the due row is chosen and locked
 * (skipping rows another worker is claiming) inside the update.
 */
export async function claimDueImage(database: DatabaseHandle, leaseMs: number): Promise<ClaimedImage | null> {
  const { db } = database;
  const due = db
    .select({ id: images.id })
    .from(images)
    .where(and(eq(images.status, 'pending'), lte(images.nextAttemptAt, sql`now()`)))
    .orderBy(images.nextAttemptAt, images.id)
    .limit(1)
    .for('update', { skipLocked: true });
  const [row] = await db
    .update(images)
    .set({ nextAttemptAt: sql`now() + make_interval(secs => ${leaseMs / 1000})` })
    .where(inArray(images.id, due))
    .returning({ id: images.id, sourceUrl: images.sourceUrl, kind: images.kind, attempts: images.attempts });
  return row ?? null;
}

export async function markImageStored(
  database: DatabaseHandle,
  id: number,
  contentKey: string,
): Promise<void> {
  await database.db
    .update(images)
    .set({ status: 'stored', contentKey, storedAt: sql`now()`, lastError: null })
    .where(eq(images.id, id));
}

/** Counts a failed fetch: due again after the backoff, or failed for good after the last attempt. */
export async function recordImageFailure(
  database: DatabaseHandle,
  image: ClaimedImage,
  error: string,
): Promise<{ attempts: number; status: ImageStatus }> {
  const attempts = image.attempts + 1;
  const status: ImageStatus = attempts >= IMAGE_MAX_ATTEMPTS ? 'failed' : 'pending';
  await database.db
    .update(images)
    .set({
      attempts,
      status,
      lastError: error.slice(0, 500),
      nextAttemptAt: sql`now() + make_interval(secs => ${retryDelayMs(attempts) / 1000})`,
    })
    .where(eq(images.id, image.id));
  return { attempts, status };
}

/** Gives back a picture whose fetch was interrupted by shutdown: due at once, no attempt counted. */
export async function releaseImage(database: DatabaseHandle, id: number): Promise<void> {
  await database.db
    .update(images)
    .set({ nextAttemptAt: sql`now()` })
    .where(and(eq(images.id, id), eq(images.status, 'pending')));
}

export type ImageCounts = Record<ImageStatus, number>;

export async function countImages(db: Database): Promise<ImageCounts> {
  const rows = await db
    .select({ status: images.status, count: sql<number>`count(*)::int` })
    .from(images)
    .groupBy(images.status);
  const counts: ImageCounts = { pending: 0, stored: 0, failed: 0 };
  for (const row of rows) counts[row.status] = row.count;
  return counts;
}

export function listFailedImages(db: Database, limit: number) {
  return db
    .select({
      sourceUrl: images.sourceUrl,
      kind: images.kind,
      attempts: images.attempts,
      lastError: images.lastError,
    })
    .from(images)
    .where(eq(images.status, 'failed'))
    .orderBy(images.id)
    .limit(limit);
}

/** Makes every failed picture due again with a fresh count of attempts; returns how many. */
export async function retryFailedImages(db: Database): Promise<number> {
  const rows = await db
    .update(images)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: sql`now()` })
    .where(eq(images.status, 'failed'))
    .returning({ id: images.id });
  return rows.length;
}
