import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { AppConfig } from '../config.ts';
import {
  type MediaBucket,
  openMediaBucket,
  putBucketBytes,
  readBucketObject,
  statBucketObject,
} from '../media/storage/media-bucket.ts';
import { IMAGES_FOLDER } from '../media/storage/media-storage.ts';

/**
 * Stored pictures: `<first two digits of the key>/<key>/<width>.webp` under `DATA_DIR/images`, or
 * under `images/` in the bucket with MEDIA_STORAGE=s3, so that every instance serves every
 * picture any of them fetched. The extra level keeps directories small in a catalogue of many
 * thousand pictures.
 */
export interface ImageFiles {
  /** Whole or not at all: a reader never sees half a file. */
  write(key: string, width: number, data: Buffer): Promise<void>;
  exists(key: string, width: number): Promise<boolean>;
  /** The stored file, or null when there is none. */
  read(key: string, width: number): Promise<Buffer | null>;
}

const relativePath = (key: string, width: number) => `${key.slice(0, 2)}/${key}/${width}.webp`;

export const imageFilesFor = (config: Pick<AppConfig, 'dataDir' | 'media'>): ImageFiles =>
  config.media.s3 ? bucketImageFiles(openMediaBucket(config.media.s3)) : localImageFiles(config.dataDir);

function localImageFiles(dataDir: string): ImageFiles {
  const fileOf = (key: string, width: number) => path.join(dataDir, 'images', relativePath(key, width));
  return {
    async write(key, width, data) {
      const target = fileOf(key, width);
      await fs.mkdir(path.dirname(target), { recursive: true });
      const temporary = `${target}.${randomBytes(6).toString('hex')}.tmp`;
      try {
        await fs.writeFile(temporary, data);
        await fs.rename(temporary, target);
      } catch (error) {
        await fs.rm(temporary, { force: true });
        throw error;
      }
    },
    async exists(key, width) {
      try {
        await fs.access(fileOf(key, width));
        return true;
      } catch {
        return false;
      }
    },
    async read(key, width) {
      try {
        return await fs.readFile(fileOf(key, width));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
  };
}

function bucketImageFiles(bucket: MediaBucket): ImageFiles {
  const keyOf = (key: string, width: number) => `${IMAGES_FOLDER}/${relativePath(key, width)}`;
  return {
    write: (key, width, data) => putBucketBytes(bucket, keyOf(key, width), data),
    exists: async (key, width) => (await statBucketObject(bucket, keyOf(key, width))) !== null,
    async read(key, width) {
      const read = await readBucketObject(bucket, keyOf(key, width), {});
      if (typeof read === 'string' || !read.body) return null;
      return Buffer.concat(await read.body.toArray());
    },
  };
}
