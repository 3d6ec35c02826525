import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { mediaUploadLocks } from '../../db/schema/media.ts';
import { publishEvent } from '../../realtime/publish-event.ts';

const leaseEnd = (leaseMs: number) => sql`now() + make_interval(secs => ${leaseMs / 1000})`;

/** Takes the upload's lock for `holder` unless another holder's lease still runs; true when taken. */
export async function takeUploadLock(db: Database, uploadId: string, holder: string, leaseMs: number) {
  const taken = await db
    .insert(mediaUploadLocks)
    .values({ uploadId, holder, expiresAt: leaseEnd(leaseMs) })
    .onConflictDoUpdate({
      target: mediaUploadLocks.uploadId,
      set: { holder, expiresAt: leaseEnd(leaseMs) },
      setWhere: lt(mediaUploadLocks.expiresAt, sql`now()`),
    })
    .returning({ holder: mediaUploadLocks.holder });
  return taken.length > 0;
}

/** Extends `holder`'s lease; false when it no longer holds the lock (its lease ran out and was taken). */
export async function renewUploadLock(db: Database, uploadId: string, holder: string, leaseMs: number) {
  const renewed = await db
    .update(mediaUploadLocks)
    .set({ expiresAt: leaseEnd(leaseMs) })
    .where(and(eq(mediaUploadLocks.uploadId, uploadId), eq(mediaUploadLocks.holder, holder)))
    .returning({ holder: mediaUploadLocks.holder });
  return renewed.length > 0;
}

export async function releaseUploadLock(db: Database, uploadId: string, holder: string) {
  await db
    .delete(mediaUploadLocks)
    .where(and(eq(mediaUploadLocks.uploadId, uploadId), eq(mediaUploadLocks.holder, holder)));
}

/** Asks whichever process holds the upload's lock to end its request (a client resuming elsewhere). */
export async function askForUploadLock(db: Database, uploadId: string) {
  await publishEvent(db, 'media_upload_lock_wanted', uploadId);
}
