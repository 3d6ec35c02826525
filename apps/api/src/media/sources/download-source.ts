import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { messages } from '../../messages.ts';
import { MediaJobFailure } from '../jobs/job-failure.ts';
import { enqueueJob } from '../jobs/jobs-db.ts';
import type { MediaJobHandler } from '../jobs/media-worker.ts';
import { markAssetFailed } from '../mark-asset-failed.ts';
import { findAsset, lockAsset, updateAsset } from '../media-db.ts';
import type { MediaDeps } from '../media-deps.ts';
import { type SourceResolver, SourceUrlRefused, systemResolver } from './check-source-url.ts';
import { openSourceUrl, SourceRedirectRefused } from './fetch-source-url.ts';
import { storeDownloadedSource } from './stored-source.ts';
import { isVideoContentType } from './video-types.ts';

const PROGRESS_INTERVAL_MS = 2_000;
/** A source server that sends nothing for this long is given up on (this try). */
const STALL_TIMEOUT_MS = 60_000;

/**
 * The `download-source` job: streams a URL source into the work folder (never whole in memory),
 * refusing it past MEDIA_MAX_UPLOAD_BYTES or when the server says it is not a video, then queues
 * the `transcode` job in the transaction that records the downloaded file. The URL is checked
 * again, and at every redirect, and fetched from the address checked (fetch-source-url.ts); every
 * network failure has one reason (`downloadUnreachable`), so the text never tells a closed port
 * from an open one. `resolve` is the system's DNS but in unit tests.
 */
export function downloadSourceJob(
  deps: MediaDeps,
  resolve: SourceResolver = systemResolver,
): MediaJobHandler {
  const { db, config } = deps;
  const failure = messages.media.failure;
  return {
    failed: markAssetFailed,
    async run(job, context) {
      const asset = job.assetId ? await findAsset(db, job.assetId) : null;
      if (!asset || asset.status === 'ready' || asset.sourceKind !== 'url') return;
      await updateAsset(db, asset.id, { status: 'downloading', progress: 0 });
      const stall = new AbortController();
      let stallTimer = setTimeout(() => stall.abort(), STALL_TIMEOUT_MS);
      const signal = AbortSignal.any([context.signal, stall.signal]);
      const target = path.join(config.workDir, 'sources', asset.id);
      await fs.mkdir(path.dirname(target), { recursive: true });
      try {
        const response = await openSourceUrl(asset.sourceName, config.url, { signal, resolve }).catch(
          (error: unknown) => {
            if (context.signal.aborted) throw error;
            // A refused address is a decision that will not change on another try.
            if (error instanceof SourceUrlRefused) throw new MediaJobFailure(error.message, false);
            if (error instanceof SourceRedirectRefused) {
              throw new MediaJobFailure(failure.downloadRedirectRefused, false, { cause: error });
            }
            throw new MediaJobFailure(failure.downloadUnreachable, true, { cause: error });
          },
        );
        const status = response.statusCode ?? 0;
        if (status < 200 || status > 299) {
          response.destroy();
          // The server's own refusal (404, 403) will not change on another try; its trouble (5xx, 429) may.
          const retry = status >= 500 || status === 429;
          throw new MediaJobFailure(failure.downloadFailed(`HTTP ${status}`), retry);
        }
        if (!isVideoContentType(response.headers['content-type'])) {
          response.destroy();
          throw new MediaJobFailure(failure.downloadNotVideo, false);
        }
        const announced = Number(response.headers['content-length'] ?? Number.NaN);
        if (announced > config.maxUploadBytes) {
          response.destroy();
          throw new MediaJobFailure(failure.downloadTooLarge, false);
        }
        let received = 0;
        let lastProgressAt = 0;
        const meter = new Transform({
          transform(chunk: Buffer, _encoding, callback) {
            clearTimeout(stallTimer);
            stallTimer = setTimeout(() => stall.abort(), STALL_TIMEOUT_MS);
            received += chunk.length;
            if (received > config.maxUploadBytes) {
              callback(new MediaJobFailure(failure.downloadTooLarge, false));
              return;
            }
            const now = Date.now();
            if (announced > 0 && now - lastProgressAt >= PROGRESS_INTERVAL_MS) {
              lastProgressAt = now;
              const progress = Math.min(99, Math.floor((received / announced) * 100));
              void updateAsset(db, asset.id, { progress }).catch(() => {});
            }
            callback(null, chunk);
          },
        });
        await pipeline(response, meter, createWriteStream(target), { signal }).catch((error: unknown) => {
          if (error instanceof MediaJobFailure || context.signal.aborted) throw error;
          throw new MediaJobFailure(failure.downloadUnreachable, true, { cause: error });
        });
        // With MEDIA_STORAGE=s3 the source goes to the bucket, for whichever host transcodes it.
        const sourcePath = await storeDownloadedSource(deps, asset.id, target).catch((error: unknown) => {
          throw new MediaJobFailure(failure.storageFailed, true, { cause: error });
        });
        await db.transaction(async (tx) => {
          if (!(await lockAsset(tx, asset.id))) return;
          await updateAsset(tx, asset.id, {
            sourcePath,
            sourceBytes: received,
            status: 'queued',
            progress: null,
          });
          await enqueueJob(tx, { kind: 'transcode', assetId: asset.id, maxAttempts: config.maxAttempts });
          await context.complete(tx);
        });
      } catch (error) {
        await fs.rm(target, { force: true });
        throw error;
      } finally {
        clearTimeout(stallTimer);
      }
    },
  };
}
