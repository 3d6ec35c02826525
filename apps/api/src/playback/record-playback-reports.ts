import type { PlaybackReportBatch } from '@pardeh/contract';
import type { Database } from '../db/client.ts';
import { upsertPlaybackReports } from './playback-db.ts';

/**
 * Stores a beacon's reports. The later report of a play carries its totals so far, so a play is
 * one row however many beacons it sent; reports for a file that is not the title's are dropped.
 */
export async function recordPlaybackReports(db: Database, batch: PlaybackReportBatch): Promise<void> {
  await upsertPlaybackReports(db, batch.reports);
}
