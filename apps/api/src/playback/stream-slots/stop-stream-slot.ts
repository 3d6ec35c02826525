import type { Database } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { messages } from '../../messages.ts';
import { stopSlot } from './stream-slots-db.ts';

/**
 * Stops one of the user's plays from another device: its screen is free at once, and its player
 * learns at its next heartbeat. Another user's play, or one no longer playing, is a 404.
 */
export async function stopStreamSlot(db: Database, userId: number, slotId: string): Promise<void> {
  if (!(await stopSlot(db, slotId, userId))) throw notFound(messages.streamSlots.slotNotFound);
}
