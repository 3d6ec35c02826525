import fs from 'node:fs/promises';
import path from 'node:path';
import pLimit from 'p-limit';
import {
  deleteBucketKeys,
  downloadBucketObject,
  listBucketKeys,
  type MediaBucket,
  putBucketBytes,
  putBucketFile,
  statBucketObject,
} from './media-bucket.ts';
import { assertSafeKey, type MediaStorage } from './media-storage.ts';

/** Files of one folder sent at once: a transcode is hundreds of small segments. */
const PARALLEL_UPLOADS = 8;

/** Every file under `dir`, as paths relative to it with `/` between folders. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}

/**
 * Storage in an S3-compatible bucket (MEDIA_STORAGE=s3) under the same keys as on disk. A folder's
 * files appear one by one rather than at once, which is safe here: nothing points at them until
 * the transcode publishes the asset, after `putDirectory` has returned.
 */
export function bucketMediaStorage(bucket: MediaBucket): MediaStorage {
  const deletePrefix = async (prefix: string) => {
    assertSafeKey(prefix);
    const keys = [prefix];
    for await (const item of listBucketKeys(bucket, `${prefix}/`)) keys.push(item.key);
    await deleteBucketKeys(bucket, keys);
  };
  return {
    async putDirectory(prefix, localDir) {
      assertSafeKey(prefix);
      // A retried transcode replaces whatever an earlier try left.
      await deletePrefix(prefix);
      const limit = pLimit(PARALLEL_UPLOADS);
      let failed = false;
      const sent = await Promise.allSettled(
        (await filesUnder(localDir)).map((name) =>
          limit(async () => {
            // After one failure, the files still waiting are not worth sending.
            if (failed) return;
            await putBucketFile(bucket, `${prefix}/${name}`, path.join(localDir, name)).catch(
              (error: unknown) => {
                failed = true;
                throw error;
              },
            );
          }),
        ),
      );
      const failure = sent.find((outcome) => outcome.status === 'rejected');
      if (failure) {
        // Every upload has settled: nothing lands after this clean-up.
        await deletePrefix(prefix).catch(() => {});
        throw failure.reason;
      }
      await fs.rm(localDir, { recursive: true, force: true });
    },
    async putFile(key, contents) {
      assertSafeKey(key);
      await putBucketBytes(bucket, key, contents);
    },
    deletePrefix,
    async exists(key) {
      assertSafeKey(key);
      return (await statBucketObject(bucket, key)) !== null;
    },
    async copyToFile(key, file) {
      assertSafeKey(key);
      if (!(await downloadBucketObject(bucket, key, file))) throw new Error(`no ${key} in the bucket`);
    },
  };
}
