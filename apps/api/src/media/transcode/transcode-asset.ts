import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { StoredRendition } from '../../db/schema/media.ts';
import type { WorkerLog } from '../../images/image-worker.ts';
import { messages } from '../../messages.ts';
import { saveStreamKey } from '../access/save-stream-key.ts';
import { MediaJobFailure } from '../jobs/job-failure.ts';
import type { MediaJobHandler } from '../jobs/media-worker.ts';
import { markAssetFailed } from '../mark-asset-failed.ts';
import { detectGaps, type Span } from '../markers/detect-gaps.ts';
import { findAsset, updateAsset } from '../media-db.ts';
import type { MediaDeps } from '../media-deps.ts';
import { publishAsset } from '../publish-asset.ts';
import { localSourceOf } from '../sources/stored-source.ts';
import { planAudioRenditions } from './audio-renditions.ts';
import { encryptHlsStream } from './encrypt-hls.ts';
import { extractFrames } from './extract-frames.ts';
import { folderBytes, masterBandwidths } from './output-sizes.ts';
import { planRenditions } from './plan-renditions.ts';
import { probeVideo } from './probe-video.ts';
import { ToolFailed } from './run-tool.ts';
import { transcodeToHls } from './transcode-to-hls.ts';
import { THUMBNAILS_VTT, writeThumbnailSheets } from './write-thumbnails.ts';

/** The seek-preview sheets and track, inside the stream's folder (premium files keep them private too). */
const THUMBNAILS_FOLDER = 'thumbnails';

/** Progress is written at most this often: each write is a database round trip. */
const PROGRESS_INTERVAL_MS = 2_000;

/**
 * The `transcode` job: probes the asset's source, writes its HLS renditions (each audio stream an
 * alternate rendition when there are several), poster and screenshots, and for a file the
 * seek-preview sheets, to a work folder; looks for black+silent gaps to suggest an intro and
 * credits; moves the folder into storage, and only then publishes the asset (its file or
 * trailer) in one transaction.
 */
export function transcodeAssetJob(deps: MediaDeps, log: WorkerLog): MediaJobHandler {
  const { db, config, storage } = deps;
  return {
    failed: markAssetFailed,
    async run(job, context) {
      const asset = job.assetId ? await findAsset(db, job.assetId) : null;
      // Deleted meanwhile (by an operator, or with its title), or published by an earlier run.
      if (!asset || asset.status === 'ready') return;
      // A source in the bucket is fetched into this host's work folder first.
      const local = await localSourceOf(deps, asset).catch((error: unknown) => {
        throw new MediaJobFailure(messages.media.failure.sourceUnreadable, true, { cause: error });
      });
      if (!local) throw new MediaJobFailure(messages.media.failure.sourceMissing, false);
      const source = local.path;
      const outputDir = path.join(config.workDir, 'transcode', asset.id);
      try {
        await updateAsset(db, asset.id, { status: 'transcoding', progress: 0 });
        const probe = await probeVideo(config.ffprobePath, source, context.signal);
        const renditions = planRenditions(probe);
        const isFile = asset.purpose === 'file';
        // The stream lives in a folder of its own random name inside the asset's: the poster and
        // screenshots, shown to everyone, then do not give away a premium-only file's address.
        const streamFolder = randomUUID();
        const streamDir = path.join(outputDir, streamFolder);
        await fs.rm(outputDir, { recursive: true, force: true });
        await fs.mkdir(path.join(outputDir, 'screenshots'), { recursive: true });
        await fs.mkdir(streamDir, { recursive: true });
        let lastProgressAt = 0;
        await transcodeToHls({
          ffmpegPath: config.ffmpegPath,
          preset: config.ffmpegPreset,
          source,
          outputDir: streamDir,
          renditions,
          hasAudio: probe.audio.length > 0,
          audioRenditions: isFile ? planAudioRenditions(probe.audio, asset.language === 'dubbed') : [],
          durationSeconds: probe.durationSeconds,
          signal: context.signal,
          onProgress: (percent) => {
            const now = Date.now();
            if (now - lastProgressAt < PROGRESS_INTERVAL_MS) return;
            lastProgressAt = now;
            void updateAsset(db, asset.id, { progress: percent }).catch(() => {});
          },
        });
        const frames = await extractFrames({
          ffmpegPath: config.ffmpegPath,
          source,
          outputDir,
          durationSeconds: probe.durationSeconds,
          sourceHeight: probe.height,
          signal: context.signal,
        });
        if (isFile) {
          await fs.mkdir(path.join(streamDir, THUMBNAILS_FOLDER));
          await writeThumbnailSheets({
            ffmpegPath: config.ffmpegPath,
            source,
            outputDir: path.join(streamDir, THUMBNAILS_FOLDER),
            durationSeconds: probe.durationSeconds,
            width: probe.width,
            height: probe.height,
            signal: context.signal,
          });
        }
        const gaps = isFile ? await findGaps(deps, log, source, probe, context.signal) : null;
        const bandwidths = masterBandwidths(await fs.readFile(path.join(streamDir, 'master.m3u8'), 'utf8'));
        const stored: StoredRendition[] = [];
        for (const rendition of renditions) {
          stored.push({
            name: rendition.name,
            width: rendition.width,
            height: rendition.height,
            bandwidth: bandwidths.get(rendition.name) ?? rendition.maxBitrate,
            sizeBytes: await folderBytes(path.join(streamDir, rendition.name)),
          });
        }
        // Every stream is encrypted, free ones too: making a file premium later needs no new
        // transcode, and copies of its segments are useless without the key endpoint.
        const streamKey = randomBytes(16);
        await encryptHlsStream(streamDir, streamKey);
        await saveStreamKey(db, {
          assetId: asset.id,
          streamPrefix: `${asset.id}/${streamFolder}`,
          key: streamKey,
        });
        const sizeBytes = await folderBytes(outputDir);
        await storage.putDirectory(asset.id, outputDir).catch((error: unknown) => {
          throw new MediaJobFailure(messages.media.failure.storageFailed, true, { cause: error });
        });
        await publishAsset(deps, asset.id, context, {
          durationSeconds: probe.durationSeconds,
          width: probe.width,
          height: probe.height,
          renditions: stored,
          sizeBytes,
          playlistKey: `${asset.id}/${streamFolder}/master.m3u8`,
          posterKey: `${asset.id}/${frames.poster}`,
          screenshotKeys: frames.screenshots.map((name) => `${asset.id}/${name}`),
          thumbnailsKey: isFile ? `${asset.id}/${streamFolder}/${THUMBNAILS_FOLDER}/${THUMBNAILS_VTT}` : null,
          gaps,
        });
      } catch (error) {
        if (error instanceof ToolFailed) {
          throw new MediaJobFailure(messages.media.failure.transcodeFailed, true, { cause: error });
        }
        throw error;
      } finally {
        await fs.rm(outputDir, { recursive: true, force: true });
        await local.discard();
      }
    },
  };
}

/**
 * Black+silent gaps for marker suggestions. Not finding them is no failure of the job: the file
 * publishes without suggestions (an operator can still set markers), and the reason is logged.
 */
async function findGaps(
  deps: MediaDeps,
  log: WorkerLog,
  source: string,
  probe: { durationSeconds: number; audio: unknown[] },
  signal: AbortSignal,
): Promise<Span[] | null> {
  try {
    return await detectGaps({
      ffmpegPath: deps.config.ffmpegPath,
      source,
      durationSeconds: probe.durationSeconds,
      hasAudio: probe.audio.length > 0,
      signal,
    });
  } catch (error) {
    if (signal.aborted) throw error;
    log.warn({ err: error }, 'marker detection failed; the file publishes without suggestions');
    return null;
  }
}
