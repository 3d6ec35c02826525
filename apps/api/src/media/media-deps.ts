import type { MediaConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { bucketMediaStorage } from './storage/bucket-media-storage.ts';
import { type MediaBucket, openMediaBucket } from './storage/media-bucket.ts';
import { localMediaStorage, type MediaStorage } from './storage/media-storage.ts';

/** What the media use cases and jobs work with. */
export interface MediaDeps {
  db: Database;
  storage: MediaStorage;
  /** MEDIA_STORAGE=s3: the bucket `storage` writes to, where uploads land too; null on local disk. */
  bucket: MediaBucket | null;
  config: MediaConfig;
}

export function mediaDepsFor(db: Database, config: MediaConfig): MediaDeps {
  const bucket = config.s3 ? openMediaBucket(config.s3) : null;
  return {
    db,
    storage: bucket ? bucketMediaStorage(bucket) : localMediaStorage(config.dir),
    bucket,
    config,
  };
}
