import type { Database } from '../db/client.ts';
import { countPictures, type PictureShare } from './artwork-db.ts';

export interface PictureShareReport {
  titles: PictureShare & { share: number };
  people: PictureShare & { share: number };
}

const withShare = (counts: PictureShare) => ({
  ...counts,
  share: counts.total === 0 ? 1 : (counts.real + counts.rendered) / counts.total,
});

/**
 * The share of titles (poster) and of people with a picture whose files exist, real or rendered,
 * with the two counted apart: what the measuring script and the console read.
 */
export async function measurePictureShare(db: Database): Promise<PictureShareReport> {
  const counts = await countPictures(db);
  return { titles: withShare(counts.titles), people: withShare(counts.people) };
}
