import type { Database } from '../db/client.ts';
import type { MediaJobRow } from '../db/schema/media.ts';
import { updateAsset } from './media-db.ts';

/**
 * A job's failed try, as the console shows it on the asset: `failed` with the reason for good,
 * or back to `queued` (the reason kept) while another try is due.
 */
export async function markAssetFailed(tx: Database, job: MediaJobRow, reason: string, final: boolean) {
  if (!job.assetId) return;
  await updateAsset(tx, job.assetId, { status: final ? 'failed' : 'queued', error: reason, progress: null });
}
