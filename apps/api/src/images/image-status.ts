import type { Database } from '../db/client.ts';
import { countImages, listFailedImages, retryFailedImages as retryFailed } from './images-db.ts';

/** Pictures by state (pending, stored, failed), and the first `shown` failed ones (`npm run images -- status`). */
export async function showImageStatus(db: Database, shown: number) {
  return { counts: await countImages(db), failed: await listFailedImages(db, shown) };
}

/** Makes every failed picture due again, with a fresh count of attempts; answers how many. */
export function retryFailedImages(db: Database): Promise<number> {
  return retryFailed(db);
}
