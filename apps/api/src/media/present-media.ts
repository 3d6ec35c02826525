import type { AdminMediaAsset, AdminMediaFile, AdminMediaJob, AdminSubtitle } from '@pardeh/contract';
import { titlePath } from '../catalog/presenters/title-presenter.ts';
import type { FileSubtitleRow, MediaAssetRow, MediaJobRow } from '../db/schema/media.ts';
import type { JobListRow } from './jobs/jobs-db.ts';
import type { MediaFileRow } from './media-db.ts';
import { mediaUrl } from './storage/media-storage.ts';

/** Shapes the media domain's rows into the console's answers (contract admin/media.ts). */

export function presentMediaAsset(row: MediaAssetRow, job: MediaJobRow | undefined): AdminMediaAsset {
  return {
    id: row.id,
    titleId: row.titleId,
    episodeId: row.episodeId,
    purpose: row.purpose,
    language: row.language,
    premiumOnly: row.premiumOnly,
    sourceKind: row.sourceKind,
    sourceName: row.sourceName,
    sourceBytes: row.sourceBytes,
    status: row.status,
    progress: row.progress,
    error: row.error,
    jobId: job?.id ?? null,
    durationSeconds: row.durationSeconds,
    width: row.width,
    height: row.height,
    renditions: row.renditions,
    poster: row.posterKey ? mediaUrl(row.posterKey) : null,
    screenshots: row.screenshotKeys.map(mediaUrl),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export const presentSubtitle = (row: FileSubtitleRow): AdminSubtitle => ({
  id: row.id,
  fileId: row.fileId,
  language: row.language,
  label: row.label,
  url: mediaUrl(row.storageKey),
  createdAt: row.createdAt.toISOString(),
});

export function presentMediaFile(
  row: MediaFileRow,
  asset: AdminMediaAsset | null,
  subtitles: FileSubtitleRow[],
): AdminMediaFile {
  return {
    id: row.id,
    titleId: row.titleId,
    episodeId: row.episodeId,
    episode:
      row.seasonNumber !== null && row.episodeNumber !== null
        ? { seasonNumber: row.seasonNumber, number: row.episodeNumber }
        : null,
    quality: row.quality,
    sizeBytes: row.sizeBytes,
    language: row.language,
    premiumOnly: row.premiumOnly,
    url: row.url,
    createdAt: row.createdAt.toISOString(),
    asset,
    subtitles: subtitles.map(presentSubtitle),
  };
}

export function presentMediaJob({ job, asset }: JobListRow): AdminMediaJob {
  return {
    id: job.id,
    kind: job.kind,
    status: job.status,
    attempts: job.attempts,
    maxAttempts: job.maxAttempts,
    lastError: job.lastError,
    runAfter: job.runAfter.toISOString(),
    createdAt: job.createdAt.toISOString(),
    updatedAt: job.updatedAt.toISOString(),
    finishedAt: job.finishedAt?.toISOString() ?? null,
    asset: asset
      ? {
          id: asset.id,
          purpose: asset.purpose,
          sourceName: asset.sourceName,
          status: asset.status,
          progress: asset.progress,
          episodeId: asset.episodeId,
          title: {
            id: asset.titleId,
            name: asset.titleFa ?? asset.titleEn,
            path: titlePath(asset.titleId, asset.slug),
          },
        }
      : null,
  };
}
