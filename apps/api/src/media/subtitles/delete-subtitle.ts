import { recordAudit } from '../../admin/audit/record-audit.ts';
import { notFound } from '../../http/errors.ts';
import { messages } from '../../messages.ts';
import { deleteSubtitleRow, findSubtitle, lockFile } from '../media-db.ts';
import type { MediaDeps } from '../media-deps.ts';

/** `DELETE /api/admin/media/files/{id}/subtitles/{subtitleId}`: the track's row, then its file. */
export async function deleteSubtitle(
  deps: MediaDeps,
  operatorId: number,
  fileId: number,
  subtitleId: number,
): Promise<void> {
  const key = await deps.db.transaction(async (tx) => {
    await lockFile(tx, fileId);
    const subtitle = await findSubtitle(tx, fileId, subtitleId);
    if (!subtitle) throw notFound(messages.media.subtitleNotFound);
    await deleteSubtitleRow(tx, subtitleId);
    await recordAudit(tx, {
      actorId: operatorId,
      action: 'delete-subtitle',
      targetType: 'title-file',
      targetId: fileId,
      before: { subtitleId, language: subtitle.language, label: subtitle.label },
      after: null,
    });
    return subtitle.storageKey;
  });
  await deps.storage.deletePrefix(key);
}
