import type { SqlTransaction } from '../db/client.ts';
import { type FileRecord, insertFileRecords, insertScreenshotRecords } from './media-db.ts';

export type { FileRecord };

/**
 * The demo catalogue's sample files and their titles' screenshots (frames of the sample clip), in
 * the seed's transaction: committed files served from `/media/`, with no asset behind them.
 */
export async function addSampleFiles(
  tx: Pick<SqlTransaction, 'query'>,
  files: FileRecord[],
  screenshots: Array<{ title_id: number; url: string; position: number }>,
): Promise<void> {
  await insertFileRecords(tx, files);
  await insertScreenshotRecords(tx, screenshots);
}
