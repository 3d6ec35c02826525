import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import pLimit from 'p-limit';
import { listBucketKeys, type MediaBucket, putBucketFile, statBucketObject } from './media-bucket.ts';
import { isSafeKey, UPLOADS_FOLDER } from './media-storage.ts';

/** Files sent at once. */
const PARALLEL_COPIES = 8;

/** What a copy found and did, file by file counted. */
export interface CopyReport {
  files: number;
  bytes: number;
  copied: number;
  /** Already in the bucket with the same size and MD5 (a copy run again sends only what is missing). */
  alreadyThere: number;
  /** In the bucket, after the copy, with another size or ETag than the file's: copy again. */
  different: string[];
  /** Not media files (half-written `.partial` and `.tmp` leftovers, dot-files): left out. */
  skipped: string[];
}

const md5Of = async (file: string) => {
  const hash = createHash('md5');
  await pipeline(createReadStream(file), hash);
  return hash.digest();
};

/**
 * Copies a local folder into the bucket under `prefix` (the media folder, MEDIA_DIR, under the
 * keys it has on disk; the catalogue's pictures under `images/`), so the site can move to
 * MEDIA_STORAGE=s3 without transcoding or fetching anything again, and checks every object: its size
 * and its ETag, which for a single PUT is the MD5 of the bytes. Each file is sent with its MD5
 * (`Content-MD5`), so the bucket refuses a file damaged on the way; objects already there and
 * equal are not sent again.
 */
export async function copyFolderToBucket(
  folder: string,
  bucket: MediaBucket,
  prefix: '' | `${string}/`,
  onFile: (done: number, total: number) => void = () => {},
): Promise<CopyReport> {
  const entries = await fs.readdir(folder, { recursive: true, withFileTypes: true });
  const keys = entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
  const report: CopyReport = { files: 0, bytes: 0, copied: 0, alreadyThere: 0, different: [], skipped: [] };
  const media = keys.filter((key) => {
    // Half-written leftovers: `.partial` folders (media), `.tmp` files (pictures).
    const parts = key.split('/');
    const usable =
      isSafeKey(key) &&
      !parts.some((part) => /\.(partial|tmp)$/.test(part)) &&
      (prefix !== '' || parts[0] !== UPLOADS_FOLDER);
    if (!usable) report.skipped.push(key);
    return usable;
  });
  const stored = new Map<string, { size: number; etag: string }>();
  for await (const item of listBucketKeys(bucket, prefix)) stored.set(item.key, item);

  const limit = pLimit(PARALLEL_COPIES);
  let done = 0;
  await Promise.all(
    media.map((key) =>
      limit(async () => {
        const file = path.join(folder, key);
        const target = `${prefix}${key}`;
        const [{ size }, md5] = await Promise.all([fs.stat(file), md5Of(file)]);
        const etag = `"${md5.toString('hex')}"`;
        const matches = (object: { size: number; etag: string } | null | undefined) =>
          object?.size === size && object.etag === etag;
        report.files += 1;
        report.bytes += size;
        if (matches(stored.get(target))) {
          report.alreadyThere += 1;
        } else {
          await putBucketFile(bucket, target, file, md5.toString('base64'));
          if (matches(await statBucketObject(bucket, target))) report.copied += 1;
          else report.different.push(target);
        }
        onFile(++done, media.length);
      }),
    ),
  );
  report.different.sort();
  return report;
}
