import { imageWidths } from '@pardeh/contract';
import type { DatabaseHandle } from '../db/client.ts';
import type { ImageStatus } from '../db/schema/images.ts';
import { contentKeyOf, encodeImage } from './encode-image.ts';
import { type FetchLimits, fetchImage, ImageFetchError } from './fetch-image.ts';
import type { ImageFiles } from './image-files.ts';
import { type ClaimedImage, markImageStored, recordImageFailure, releaseImage } from './images-db.ts';

export type StoreOutcome =
  | { result: 'stored'; contentKey: string }
  | { result: 'failed'; error: string; attempts: number; status: ImageStatus }
  | { result: 'interrupted' };

export interface StoreImageOptions extends FetchLimits {
  files: ImageFiles;
  /** Aborted on shutdown: the picture is given back, due again, with no attempt counted. */
  signal: AbortSignal;
}

/**
 * Fetches one claimed picture, writes its widths (`image-files.ts`) and marks it stored. A bad answer
 * (an error status, not a picture, too large, too slow, unreadable) is counted against the
 * picture, which is retried after a backoff; nothing here throws for a bad source.
 */
export async function storeImage(
  database: DatabaseHandle,
  image: ClaimedImage,
  options: StoreImageOptions,
): Promise<StoreOutcome> {
  try {
    const source = await fetchImage(image.sourceUrl, options, options.signal);
    const contentKey = contentKeyOf(source);
    await writeMissingWidths(source, contentKey, image, options.files);
    await markImageStored(database, image.id, contentKey);
    return { result: 'stored', contentKey };
  } catch (error) {
    if (options.signal.aborted) {
      await releaseImage(database, image.id);
      return { result: 'interrupted' };
    }
    if (!(error instanceof ImageFetchError)) throw error;
    const failure = await recordImageFailure(database, image, error.message);
    return { result: 'failed', error: error.message, ...failure };
  }
}

// Pictures with the same bytes (one file behind two addresses) share their files.
async function writeMissingWidths(source: Buffer, key: string, image: ClaimedImage, files: ImageFiles) {
  const present = await Promise.all(imageWidths[image.kind].map((width) => files.exists(key, width)));
  if (present.every(Boolean)) return;
  for (const { width, data } of await encodeImage(source, image.kind)) {
    await files.write(key, width, data);
  }
}
