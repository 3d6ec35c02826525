import { type AdminFileMarkers, fileMarkerMessages, type SetFileMarkersBody } from '@pardeh/contract';
import { recordAudit } from '../../admin/audit/record-audit.ts';
import type { Database } from '../../db/client.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { messages } from '../../messages.ts';
import { assetsOfFiles, lockFile } from '../media-db.ts';
import { getFileMarkers } from './get-file-markers.ts';
import { listFileMarkers, replaceConfirmedMarkers } from './markers-db.ts';
import { presentFileMarker } from './present-markers.ts';

const persianNumber = new Intl.NumberFormat('fa', { maximumFractionDigits: 1 });

/**
 * `PUT /api/admin/media/files/{id}/markers`: the file's confirmed markers become exactly these
 * (each confirmed over its kind's suggestion; confirmed ones left out removed), with an audit
 * entry of the markers before and after. Times past the file's known duration are refused (422).
 */
export async function setFileMarkers(
  db: Database,
  operatorId: number,
  fileId: number,
  body: SetFileMarkersBody,
): Promise<AdminFileMarkers> {
  await db.transaction(async (tx) => {
    const file = await lockFile(tx, fileId);
    if (!file) throw notFound(messages.media.fileNotFound);
    const duration = (await assetsOfFiles(tx, [fileId])).get(fileId)?.durationSeconds ?? null;
    if (duration !== null) {
      const errors: Record<string, string[]> = {};
      body.markers.forEach((marker, index) => {
        // Rounded times a player shows may pass the exact duration by a fraction.
        if (marker.end > Math.ceil(duration)) {
          errors[`markers.${index}.end`] = [fileMarkerMessages.pastDuration(persianNumber.format(duration))];
        }
      });
      if (Object.keys(errors).length > 0) {
        throw new HttpError(422, Object.values(errors)[0]?.[0] ?? messages.validationFailed, errors);
      }
    }
    const before = (await listFileMarkers(tx, fileId)).filter((marker) => marker.status === 'confirmed');
    await replaceConfirmedMarkers(tx, fileId, body.markers);
    await recordAudit(tx, {
      actorId: operatorId,
      action: 'set-file-markers',
      targetType: 'title-file',
      targetId: fileId,
      before: {
        markers: before.map(presentFileMarker).map(({ kind, start, end }) => ({ kind, start, end })),
      },
      after: { markers: body.markers },
    });
  });
  return getFileMarkers(db, fileId);
}
