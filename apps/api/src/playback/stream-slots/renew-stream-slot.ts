import type { StreamSlotEndReason } from '@pardeh/contract';
import type { Database } from '../../db/client.ts';
import { messages } from '../../messages.ts';
import { isSlotStopped, renewSlot } from './stream-slots-db.ts';

/** The play no longer holds its screen: the heartbeat answers 410 with why. */
export class StreamSlotEnded extends Error {
  constructor(readonly reason: StreamSlotEndReason) {
    super(messages.streamSlots[reason]);
  }
}

/**
 * A player's heartbeat: keeps its screen for another lifetime. A play its owner stopped from
 * another device ends with `stopped` (the player stops and says so); one that expired, or that
 * the caller does not own, with `expired` (the player claims a screen again).
 */
export async function renewStreamSlot(
  db: Database,
  { userId, slotId }: { userId: number; slotId: string },
  lifetimeMs: number,
): Promise<void> {
  if (await renewSlot(db, slotId, userId, lifetimeMs)) return;
  throw new StreamSlotEnded((await isSlotStopped(db, slotId, userId)) ? 'stopped' : 'expired');
}
