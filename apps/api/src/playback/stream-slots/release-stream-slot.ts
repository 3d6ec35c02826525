import type { Database } from '../../db/client.ts';
import { deleteSlot } from './stream-slots-db.ts';

/**
 * Frees a play's screen when its player stops or its page goes (a beacon). The play's random id is
 * the whole credential: only the device that claimed it and the account's owner ever see it.
 * Releasing an unknown or already released play does nothing.
 */
export function releaseStreamSlot(db: Database, slotId: string): Promise<void> {
  return deleteSlot(db, slotId);
}
