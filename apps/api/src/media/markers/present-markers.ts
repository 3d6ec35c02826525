import type { AdminFileMarker } from '@pardeh/contract';
import type { FileMarkerRow } from '../../db/schema/media.ts';

/** Times are stored as `real`: back to the millisecond they were given at (13.5, not 13.5000002). */
const seconds = (value: number) => Math.round(value * 1000) / 1000;

export const presentFileMarker = (row: FileMarkerRow): AdminFileMarker => ({
  kind: row.kind,
  start: seconds(row.startSeconds),
  end: seconds(row.endSeconds),
  status: row.status,
  updatedAt: row.updatedAt.toISOString(),
});
