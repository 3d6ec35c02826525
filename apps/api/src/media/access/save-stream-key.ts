import type { Database } from '../../db/client.ts';
import { insertStreamKey } from './access-db.ts';

/** Keeps a stream's AES-128 key before its files reach storage, so none is ever served without it. */
export async function saveStreamKey(
  db: Database,
  { assetId, streamPrefix, key }: { assetId: string; streamPrefix: string; key: Buffer },
): Promise<void> {
  await insertStreamKey(db, { assetId, streamPrefix, key: key.toString('hex') });
}
