import { randomUUID } from 'node:crypto';
import type { MediaPurpose, MediaSourceKind } from '@pardeh/contract';
import { recordAudit } from '../admin/audit/record-audit.ts';
import type { Database } from '../db/client.ts';
import type { MediaAssetRow } from '../db/schema/media.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { messages } from '../messages.ts';
import { enqueueJob } from './jobs/jobs-db.ts';
import { episodeOfTitle, findAssetOfUpload, findTitleForMedia, insertAssetOnce } from './media-db.ts';
import type { MediaDeps } from './media-deps.ts';
import { checkSourceUrl } from './sources/check-source-url.ts';

/** Where a new asset goes and how it plays, as the operator chose. */
export interface AssetTarget {
  titleId: number;
  episodeId: number | null;
  purpose: MediaPurpose;
  language: 'original' | 'dubbed' | 'subtitled';
  premiumOnly: boolean;
}

/** Refuses a target that does not exist: an unknown title or episode (404), a trailer of an episode (422). */
export async function checkAssetTarget(db: Database, target: AssetTarget): Promise<void> {
  if (!(await findTitleForMedia(db, target.titleId))) throw notFound(messages.titleNotFound);
  if (target.episodeId === null) return;
  if (target.purpose === 'trailer') {
    throw new HttpError(422, messages.media.trailerForEpisode, {
      episodeId: [messages.media.trailerForEpisode],
    });
  }
  if (!(await episodeOfTitle(db, target.titleId, target.episodeId))) {
    throw notFound(messages.media.episodeNotFound);
  }
}

/** Where the asset's source is; an upload names its tus upload, which makes at most one asset. */
export interface AssetSource {
  kind: MediaSourceKind;
  name: string;
  path: string | null;
  bytes: number | null;
  uploadId?: string;
}

/**
 * Records a new source and queues its first job (a download for a URL, else the transcode), with
 * the operator's audit entry, in one transaction: the worker never sees an asset half made. A URL
 * must pass `checkSourceUrl` (public address after DNS, allowed port), else 422.
 * Completing the same tus upload again (a replayed final PATCH, in this process or another) gives
 * the asset its first completion made, with no new job or audit entry: the upload id is unique in
 * the database, so concurrent completions meet there, and all but one find the winner's asset.
 */
export async function createAsset(
  deps: MediaDeps,
  operatorId: number,
  target: AssetTarget,
  source: AssetSource,
): Promise<MediaAssetRow> {
  if (source.uploadId) {
    const made = await findAssetOfUpload(deps.db, source.uploadId);
    if (made) return made;
  }
  await checkAssetTarget(deps.db, target);
  // A URL the worker would refuse to fetch is refused now (422), before anything is recorded.
  if (source.kind === 'url') await checkSourceUrl(source.name, deps.config.url);
  return deps.db.transaction(async (tx) => {
    const asset = await insertAssetOnce(tx, {
      id: randomUUID(),
      ...target,
      sourceKind: source.kind,
      sourceName: source.name,
      sourcePath: source.path,
      sourceBytes: source.bytes,
      uploadId: source.uploadId ?? null,
      createdBy: operatorId,
    });
    if (!asset) {
      // Another completion of the same upload committed first (it held the key until then).
      const made = source.uploadId ? await findAssetOfUpload(tx, source.uploadId) : null;
      if (!made) throw new Error(`no asset for upload ${source.uploadId} after a conflict`);
      return made;
    }
    await enqueueJob(tx, {
      kind: source.kind === 'url' ? 'download-source' : 'transcode',
      assetId: asset.id,
      maxAttempts: deps.config.maxAttempts,
    });
    await recordAudit(tx, {
      actorId: operatorId,
      action: source.kind === 'upload' ? 'upload-media' : 'register-media',
      targetType: 'media-asset',
      targetId: asset.id,
      before: null,
      after: { ...target, source: { kind: source.kind, name: source.name, bytes: source.bytes } },
    });
    return asset;
  });
}
