import type { ImageAddress } from '@pardeh/contract';
import type { DatabaseHandle } from '../db/client.ts';
import type { ImageFiles } from '../images/image-files.ts';
import { findPersonSubject, findTitleSubject } from './artwork-db.ts';
import { artworkSubjectId } from './artwork-key.ts';
import { type ArtworkJob, artworkKeyOf, storeArtwork } from './store-artwork.ts';

async function jobFor(database: DatabaseHandle, address: ImageAddress): Promise<ArtworkJob | null> {
  const id = artworkSubjectId(address.key);
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) return null;
  if (address.kind === 'profile') {
    const subject = await findPersonSubject(database, id);
    return subject ? { kind: 'profile', subject } : null;
  }
  const subject = await findTitleSubject(database, id);
  return subject ? { kind: address.kind, subject } : null;
}

/**
 * A picture asked for whose files are not there: if its key is the rendered picture of a title or
 * person as they are now, renders and stores it (the next request finds the files) and answers
 * its bytes; null for any other key, a fetched picture's included.
 */
export async function renderRequestedArtwork(
  database: DatabaseHandle,
  files: ImageFiles,
  address: ImageAddress,
): Promise<Buffer | null> {
  const job = await jobFor(database, address);
  if (!job || artworkKeyOf(job) !== address.key) return null;
  await storeArtwork(database, files, job);
  return files.read(address.key, address.width);
}
