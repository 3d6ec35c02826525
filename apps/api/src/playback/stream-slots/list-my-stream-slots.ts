import type { StreamDevice } from '@pardeh/contract';
import type { Database } from '../../db/client.ts';
import { presentStreamDevice } from './present-stream-slot.ts';
import { listLiveSlotRows } from './stream-slots-db.ts';

/** The devices playing on the user's account now, oldest play first. */
export async function listMyStreamSlots(db: Database, userId: number): Promise<StreamDevice[]> {
  return (await listLiveSlotRows(db, userId)).map(presentStreamDevice);
}
