import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { S3Client, S3ClientConfig } from '@aws-sdk/client-s3';
import mime from 'mime';
import type { MediaBucketConfig } from '../../config.ts';

/**
 * The AWS SDK, loaded on first use: a site on local disk never pays its start-up time (a few
 * hundred milliseconds) or its warnings.
 */
const sdk = () => import('@aws-sdk/client-s3');

/** The bucket MEDIA_STORAGE=s3 names, with the client that reaches it (made on first use). */
export interface MediaBucket {
  name: string;
  client(): Promise<S3Client>;
}

const BUCKET_SOCKETS = 256;
const BUCKET_CONNECT_TIMEOUT_MS = 5_000;
/** Silence this long on an open connection: the bucket is given up on. */
const BUCKET_IDLE_TIMEOUT_MS = 30_000;

/**
 * How every client reaches the bucket (this module's and tus's). Checksums are sent and checked
 * only where S3 requires them: the SDK's newer default (a CRC32 on every upload) is refused by
 * older MinIO and Ceph releases.
 */
export const bucketClientConfig = (config: MediaBucketConfig): S3ClientConfig => ({
  region: config.region,
  ...(config.endpoint ? { endpoint: config.endpoint } : {}),
  ...(config.credentials ? { credentials: config.credentials } : {}),
  forcePathStyle: config.forcePathStyle,
  requestChecksumCalculation: 'WHEN_REQUIRED',
  responseChecksumValidation: 'WHEN_REQUIRED',
  // Every segment a viewer plays is a request to the bucket: more sockets than the SDK's 50, and a
  // bucket that stops answering fails the request (503) instead of holding it open.
  requestHandler: {
    connectionTimeout: BUCKET_CONNECT_TIMEOUT_MS,
    requestTimeout: BUCKET_IDLE_TIMEOUT_MS,
    httpAgent: { keepAlive: true, maxSockets: BUCKET_SOCKETS },
    httpsAgent: { keepAlive: true, maxSockets: BUCKET_SOCKETS },
  },
});

export function openMediaBucket(config: MediaBucketConfig): MediaBucket {
  let client: Promise<S3Client> | undefined;
  return {
    name: config.bucket,
    client: () => {
      client ??= sdk().then(({ S3Client }) => new S3Client(bucketClientConfig(config)));
      return client;
    },
  };
}

/** The same type `/media/` answers a local file with (`@fastify/send` looks it up the same way). */
export const contentTypeOf = (key: string) => mime.getType(key) ?? 'application/octet-stream';

/** The HTTP status of S3's refusal, or undefined for any other failure (the network's). */
const s3Status = async (error: unknown) => {
  const { S3ServiceException } = await sdk();
  return error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;
};

/** What a stored object's read answers: the bytes asked for and what describes them. */
export interface BucketObject {
  /** Absent for a HEAD. */
  body: Readable | null;
  /** Bytes in this answer (the range's, when one was asked for). */
  length: number;
  /** `bytes a-b/total` when a range was answered. */
  contentRange: string | null;
  etag: string | null;
  lastModified: Date | null;
  contentType: string;
}

export type BucketRead = BucketObject | 'missing' | 'not-modified' | 'unsatisfiable';

/**
 * Reads `key`, or only its headers (`head`): `range` and `ifNoneMatch` are the client's own
 * `Range` and `If-None-Match`, which S3 answers itself (206, 304, 416).
 */
export async function readBucketObject(
  bucket: MediaBucket,
  key: string,
  options: { range?: string; ifNoneMatch?: string; head?: boolean },
): Promise<BucketRead> {
  const { GetObjectCommand, HeadObjectCommand } = await sdk();
  const client = await bucket.client();
  const input = { Bucket: bucket.name, Key: key, Range: options.range, IfNoneMatch: options.ifNoneMatch };
  try {
    const answer = options.head
      ? await client.send(new HeadObjectCommand(input))
      : await client.send(new GetObjectCommand(input));
    return {
      body: 'Body' in answer ? (answer.Body as Readable) : null,
      length: answer.ContentLength ?? 0,
      contentRange: answer.ContentRange ?? null,
      etag: answer.ETag ?? null,
      lastModified: answer.LastModified ?? null,
      contentType: answer.ContentType ?? contentTypeOf(key),
    };
  } catch (error) {
    const status = await s3Status(error);
    if (status === 404) return 'missing';
    if (status === 304) return 'not-modified';
    if (status === 416) return 'unsatisfiable';
    throw error;
  }
}

/** Size and ETag of `key`, or null when there is none. */
export async function statBucketObject(
  bucket: MediaBucket,
  key: string,
): Promise<{ size: number; etag: string } | null> {
  const { HeadObjectCommand } = await sdk();
  const client = await bucket.client();
  try {
    const answer = await client.send(new HeadObjectCommand({ Bucket: bucket.name, Key: key }));
    return { size: answer.ContentLength ?? 0, etag: answer.ETag ?? '' };
  } catch (error) {
    if ((await s3Status(error)) === 404) return null;
    throw error;
  }
}

/** Uploads one local file (single PUT: media files are segments, pictures and playlists, far below 5 GB). */
export async function putBucketFile(
  bucket: MediaBucket,
  key: string,
  file: string,
  contentMd5?: string,
): Promise<void> {
  const { PutObjectCommand } = await sdk();
  const { size } = await fs.stat(file);
  await (await bucket.client()).send(
    new PutObjectCommand({
      Bucket: bucket.name,
      Key: key,
      Body: createReadStream(file),
      ContentLength: size,
      ContentType: contentTypeOf(key),
      ...(contentMd5 ? { ContentMD5: contentMd5 } : {}),
    }),
  );
}

export async function putBucketBytes(bucket: MediaBucket, key: string, contents: string | Buffer) {
  const { PutObjectCommand } = await sdk();
  await (await bucket.client()).send(
    new PutObjectCommand({ Bucket: bucket.name, Key: key, Body: contents, ContentType: contentTypeOf(key) }),
  );
}

/** Writes `key` to a local file (a source the worker transcodes); false when there is no such object. */
export async function downloadBucketObject(bucket: MediaBucket, key: string, file: string): Promise<boolean> {
  const read = await readBucketObject(bucket, key, {});
  if (typeof read === 'string' || !read.body) return false;
  await fs.mkdir(path.dirname(file), { recursive: true });
  await pipeline(read.body, createWriteStream(file));
  return true;
}

/** Every key under `prefix` (a folder: `prefix` ends with `/`), page by page. */
export async function* listBucketKeys(
  bucket: MediaBucket,
  prefix: string,
): AsyncGenerator<{ key: string; size: number; etag: string }> {
  const { ListObjectsV2Command } = await sdk();
  const client = await bucket.client();
  let token: string | undefined;
  do {
    const page = await client.send(
      new ListObjectsV2Command({ Bucket: bucket.name, Prefix: prefix, ContinuationToken: token }),
    );
    for (const item of page.Contents ?? []) {
      if (item.Key) yield { key: item.Key, size: item.Size ?? 0, etag: item.ETag ?? '' };
    }
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
}

/** Deletes these keys, a thousand (S3's most) per request. */
export async function deleteBucketKeys(bucket: MediaBucket, keys: string[]): Promise<void> {
  const { DeleteObjectsCommand } = await sdk();
  const client = await bucket.client();
  for (let start = 0; start < keys.length; start += 1000) {
    const batch = keys.slice(start, start + 1000);
    const answer = await client.send(
      new DeleteObjectsCommand({
        Bucket: bucket.name,
        Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true },
      }),
    );
    const failed = answer.Errors?.[0];
    if (failed) throw new Error(`could not delete ${failed.Key} from the bucket: ${failed.Code}`);
  }
}
