import { notFound } from '../../http/errors.ts';
import { messages } from '../../messages.ts';
import { findStreamKey } from './access-db.ts';
import type { MediaAccess } from './media-access.ts';

/**
 * The AES-128 key of an encrypted HLS stream (`/media/<asset>/<stream>/key`). Who may have it is
 * decided before, by the stream's scope like any of its files (check-media-request.ts).
 */
export async function getStreamKey(access: MediaAccess, assetId: string, streamId: string): Promise<Buffer> {
  const key = await findStreamKey(access.db, `${assetId}/${streamId}`);
  if (!key) throw notFound(messages.mediaAccess.keyNotFound);
  return Buffer.from(key, 'hex');
}
