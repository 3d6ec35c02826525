import type { MediaConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { localMediaStorage, type MediaStorage } from './storage/media-storage.ts';

/** What the media use cases and jobs work with. */
export interface MediaDeps {
  db: Database;
  storage: MediaStorage;
  config: MediaConfig;
}

export const mediaDepsFor = (db: Database, config: MediaConfig): MediaDeps => ({
  db,
  storage: localMediaStorage(config.dir),
  config,
});
