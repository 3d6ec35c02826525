import type { Database } from '../db/client.ts';
import { deletePlaybackReportsBefore } from './playback-db.ts';

/** How long plays are kept: the console shows 30 days; the rest is room for a later look back. */
export const PLAYBACK_REPORT_RETENTION_DAYS = 90;

/** Deletes plays first reported more than the retention period ago. */
export async function prunePlaybackReports(db: Database, now = new Date()): Promise<void> {
  await deletePlaybackReportsBefore(
    db,
    new Date(now.getTime() - PLAYBACK_REPORT_RETENTION_DAYS * 86_400_000),
  );
}
