import type { AdminMediaFile, UpdateMediaFileBody } from '@pardeh/contract';
import { recordAudit } from '../admin/audit/record-audit.ts';
import type { Database } from '../db/client.ts';
import { notFound } from '../http/errors.ts';
import { messages } from '../messages.ts';
import { announceCatalogChange } from '../realtime/catalog-changes.ts';
import { getMediaFile } from './get-media-file.ts';
import { lockFile, updateFile } from './media-db.ts';

/** `PATCH /api/admin/media/files/{id}`: premium-only and the language (original, dubbed, subtitled). */
export async function updateMediaFile(
  db: Database,
  operatorId: number,
  fileId: number,
  body: UpdateMediaFileBody,
): Promise<AdminMediaFile> {
  const changed = await db.transaction(async (tx) => {
    const file = await lockFile(tx, fileId);
    if (!file) throw notFound(messages.media.fileNotFound);
    const before: Record<string, unknown> = {};
    const after: Record<string, unknown> = {};
    for (const key of ['premiumOnly', 'language'] as const) {
      if (body[key] === undefined || body[key] === file[key]) continue;
      before[key] = file[key];
      after[key] = body[key];
    }
    if (Object.keys(after).length === 0) return false;
    await updateFile(tx, fileId, after);
    await recordAudit(tx, {
      actorId: operatorId,
      action: 'update-media-file',
      targetType: 'title-file',
      targetId: fileId,
      before,
      after,
    });
    return true;
  });
  // The title page lists its files' languages and premium flags.
  if (changed) await announceCatalogChange(db);
  return getMediaFile(db, fileId);
}
