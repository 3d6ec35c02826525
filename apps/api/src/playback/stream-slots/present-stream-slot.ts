import type { StreamDevice } from '@pardeh/contract';
import type { LiveSlotRow } from './stream-slots-db.ts';

/** One live play as the account's owner sees it: the device, what it plays and since when. */
export function presentStreamDevice(row: LiveSlotRow): StreamDevice {
  return {
    id: row.id,
    device: row.device,
    playing: `${row.titleFa ?? row.titleEn} (${row.quality})`,
    startedAt: row.startedAt.toISOString(),
  };
}
