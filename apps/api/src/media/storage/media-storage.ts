import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Where finished media live: renditions, posters and subtitles, each under a key such as
 * `<asset-uuid>/720p/segment-001.m4s`, in a local folder (below) or a bucket
 * (bucket-media-storage.ts). A key is never reused (asset folders are UUIDs, subtitle names are
 * UUIDs), which is what lets `/media/*` answers be cached for a year.
 */
export interface MediaStorage {
  /**
   * Moves a finished local folder into storage as `prefix/…`: on disk its files appear together,
   * in a bucket one by one (nothing refers to them before the transcode publishes them).
   */
  putDirectory(prefix: string, localDir: string): Promise<void>;
  putFile(key: string, contents: string | Buffer): Promise<void>;
  /** Removes the file at `prefix`, or every file under `prefix/`; nothing there is no error. */
  deletePrefix(prefix: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** Copies the file at `key` to a local path (a source kept in storage, for the transcoder). */
  copyToFile(key: string, file: string): Promise<void>;
}

/**
 * A source kept in storage rather than on a local disk (a tus upload in the bucket) is recorded
 * as `storage:<key>`, so whichever host runs the job can fetch it (sources/stored-source.ts).
 */
export const STORED_SOURCE_SCHEME = 'storage:';
export const storedSourceKey = (sourcePath: string): string | null =>
  sourcePath.startsWith(STORED_SOURCE_SCHEME) ? sourcePath.slice(STORED_SOURCE_SCHEME.length) : null;

/** Keys under this folder are unfinished and finished uploads, never served at `/media/`. */
export const UPLOADS_FOLDER = 'uploads';
/** In the bucket, the catalogue's pictures (images/image-files.ts), served at `/images/` rather than `/media/`. */
export const IMAGES_FOLDER = 'images';

/** The public address of a stored file (served by routes/media-files.ts). */
export const mediaUrl = (key: string) => `/media/${key}`;

/** The storage key of a `/media/…` address, or null for any other address. */
export const mediaKeyOf = (url: string): string | null => (url.startsWith('/media/') ? url.slice(7) : null);

const SAFE_KEY = /^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/;

/** A key made of plain names: no dot-files, no `..`, nothing that could climb out of a folder. */
export const isSafeKey = (key: string) =>
  SAFE_KEY.test(key) && !key.split('/').some((part) => part === '..' || part === '.');

/** Keys are made by the pipeline, never by clients; this still refuses anything that could climb out. */
export function assertSafeKey(key: string): void {
  if (!isSafeKey(key)) throw new Error(`unsafe media storage key: ${key}`);
}

/** Storage in a local folder (MEDIA_DIR, by default DATA_DIR/media). */
export function localMediaStorage(root: string): MediaStorage {
  const resolve = (key: string) => {
    assertSafeKey(key);
    return path.join(root, key);
  };
  return {
    async putDirectory(prefix, localDir) {
      const target = resolve(prefix);
      await fs.mkdir(path.dirname(target), { recursive: true });
      await fs.rm(target, { recursive: true, force: true });
      try {
        // The work folder is normally on the same disk: one rename puts every file in place at once.
        await fs.rename(localDir, target);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
        // Another disk: copy beside the target, then rename, so a reader never sees half a folder.
        const staging = `${target}.partial`;
        await fs.rm(staging, { recursive: true, force: true });
        await fs.cp(localDir, staging, { recursive: true });
        await fs.rename(staging, target);
        await fs.rm(localDir, { recursive: true, force: true });
      }
    },
    async putFile(key, contents) {
      const target = resolve(key);
      await fs.mkdir(path.dirname(target), { recursive: true });
      const draft = `${target}.${process.pid}.partial`;
      await fs.writeFile(draft, contents);
      await fs.rename(draft, target);
    },
    async deletePrefix(prefix) {
      await fs.rm(resolve(prefix), { recursive: true, force: true });
    },
    async exists(key) {
      return fs
        .stat(resolve(key))
        .then(() => true)
        .catch(() => false);
    },
    async copyToFile(key, file) {
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.copyFile(resolve(key), file);
    },
  };
}
