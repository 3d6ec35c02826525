import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { ERRORS, type Lock, type Locker, type RequestRelease } from '@tus/server';
import type { Database } from '../../db/client.ts';
import type { EventBus } from '../../realtime/event-bus.ts';
import { askForUploadLock, releaseUploadLock, renewUploadLock, takeUploadLock } from './upload-locks-db.ts';

export interface SharedLockerTiming {
  /** A holder that stops renewing (its process died) loses the lock after this long. */
  leaseMs: number;
  /** A request waits this long for the lock before tus gives up on it (as tus's own locker). */
  acquireTimeoutMs: number;
  /** How often a waiting request tries again. */
  retryMs: number;
}

const DEFAULT_TIMING: SharedLockerTiming = { leaseMs: 20_000, acquireTimeoutMs: 30_000, retryMs: 100 };

/**
 * tus's lock around each request of an upload, held in the database so that it binds every API
 * instance (tus's own `MemoryLocker` binds one process). A request that finds the lock held asks
 * the holder, through the event bus, to end its request, as `MemoryLocker` does within a process:
 * a client resuming after a dropped connection must not wait for the dead request to time out.
 * The holder renews its lease while its request runs; a lease that ran out is free to take.
 */
export function sharedUploadLocker(
  db: Database,
  events: EventBus,
  timing: SharedLockerTiming = DEFAULT_TIMING,
): Locker {
  const processId = `${os.hostname()}:${process.pid}`;
  /** The requests of this process holding a lock, by upload: what ends each one. */
  const held = new Map<string, RequestRelease>();
  // For as long as the event bus: the upload server lives as long as the API process.
  events.subscribe('media_upload_lock_wanted', (uploadId) => {
    void held.get(uploadId)?.();
  });

  const newLock = (uploadId: string): Lock => {
    const holder = `${processId}:${randomUUID()}`;
    let renewal: NodeJS.Timeout | undefined;
    return {
      async lock(signal, requestRelease) {
        const deadline = Date.now() + timing.acquireTimeoutMs;
        let asked = false;
        while (!(await takeUploadLock(db, uploadId, holder, timing.leaseMs))) {
          if (signal.aborted || Date.now() > deadline) throw ERRORS.ERR_LOCK_TIMEOUT;
          if (!asked) {
            await askForUploadLock(db, uploadId);
            asked = true;
          }
          await new Promise((resolve) => setTimeout(resolve, timing.retryMs));
        }
        held.set(uploadId, requestRelease);
        renewal = setInterval(() => {
          renewUploadLock(db, uploadId, holder, timing.leaseMs).then(
            (still) => {
              // Lost (this process stalled past its lease): another request may be writing now.
              if (!still) void requestRelease();
            },
            () => {},
          );
        }, timing.leaseMs / 3);
      },
      async unlock() {
        clearInterval(renewal);
        held.delete(uploadId);
        await releaseUploadLock(db, uploadId, holder);
      },
    };
  };
  return { newLock };
}
