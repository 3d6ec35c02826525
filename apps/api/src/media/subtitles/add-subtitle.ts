import { type AddSubtitleBody, type AdminSubtitle, SUBTITLE_MAX_BYTES } from '@pardeh/contract';
import { recordAudit } from '../../admin/audit/record-audit.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { messages } from '../../messages.ts';
import { insertSubtitle, lockFile } from '../media-db.ts';
import type { MediaDeps } from '../media-deps.ts';
import { presentSubtitle } from '../present-media.ts';
import { toWebVtt } from './convert-subtitles.ts';
import { newSubtitleKey } from './subtitle-keys.ts';

/**
 * `POST /api/admin/media/files/{id}/subtitles`: an SRT or WebVTT text, stored as WebVTT (Persian
 * lines kept right to left) under a new key, then recorded. Too large: 413; unreadable: 422.
 */
export async function addSubtitle(
  deps: MediaDeps,
  operatorId: number,
  fileId: number,
  body: AddSubtitleBody,
): Promise<AdminSubtitle> {
  if (Buffer.byteLength(body.text, 'utf8') > SUBTITLE_MAX_BYTES) {
    throw new HttpError(413, messages.media.subtitleTooLarge);
  }
  const field = (message: string) => new HttpError(422, message, { text: [message] });
  // A Windows-1256 file read as UTF-8 arrives full of replacement characters.
  if (body.text.includes('\ufffd')) throw field(messages.media.subtitleEncoding);
  const vtt = toWebVtt(body.text, body.language);
  if (vtt === null) throw field(messages.media.subtitleUnreadable);
  const key = newSubtitleKey(fileId, body.language);
  // Written first under its new name: a failed transaction leaves an unlisted file, never a listed missing one.
  await deps.storage.putFile(key, vtt);
  try {
    const row = await deps.db.transaction(async (tx) => {
      if (!(await lockFile(tx, fileId))) throw notFound(messages.media.fileNotFound);
      const subtitle = await insertSubtitle(tx, {
        fileId,
        language: body.language,
        label: body.label,
        storageKey: key,
        createdBy: operatorId,
      });
      await recordAudit(tx, {
        actorId: operatorId,
        action: 'add-subtitle',
        targetType: 'title-file',
        targetId: fileId,
        before: null,
        after: { subtitleId: subtitle.id, language: body.language, label: body.label },
      });
      return subtitle;
    });
    return presentSubtitle(row);
  } catch (error) {
    await deps.storage.deletePrefix(key).catch(() => {});
    throw error;
  }
}
