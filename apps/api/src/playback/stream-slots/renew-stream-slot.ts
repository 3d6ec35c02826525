import type { StreamSlotEndReason } from '@pardeh/contract';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { messages } from '../../messages.ts';
import { findSlotEnd, renewSlot } from './stream-slots-db.ts';

/** The play no longer holds its screen: the heartbeat answers 410 with why. */
export class StreamSlotEnded extends Error {
  constructor(readonly reason: StreamSlotEndReason) {
    super(messages.streamSlots[reason]);
  }
}

/**
 * A player's heartbeat: keeps its screen for another lifetime. A play its owner stopped from
 * another device (and not yet expired) ends with `stopped`: the player stops and says so; one
 * that expired ends with `expired`, and one the caller has no longer (forgotten once expired) or
 * never had is a 404: the player claims a screen again either way.
 */
export async function renewStreamSlot(
  db: Database,
  { userId, slotId }: { userId: number; slotId: string },
  lifetimeMs: number,
): Promise<void> {
  if (await renewSlot(db, slotId, userId, lifetimeMs)) return;
  const end = await findSlotEnd(db, slotId, userId);
  if (!end) throw notFound(messages.streamSlots.slotNotFound);
  throw new StreamSlotEnded(end.stopped && !end.expired ? 'stopped' : 'expired');
}
