import type { AdminFileMarkers } from '@pardeh/contract';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { messages } from '../../messages.ts';
import { assetsOfFiles, findFile } from '../media-db.ts';
import { listFileMarkers } from './markers-db.ts';
import { presentFileMarker } from './present-markers.ts';

/** `GET /api/admin/media/files/{id}/markers`: the file's markers, its address and duration. */
export async function getFileMarkers(db: Database, fileId: number): Promise<AdminFileMarkers> {
  const file = await findFile(db, fileId);
  if (!file) throw notFound(messages.media.fileNotFound);
  const [assets, markers] = await Promise.all([assetsOfFiles(db, [fileId]), listFileMarkers(db, fileId)]);
  return {
    fileId,
    url: file.url,
    durationSeconds: assets.get(fileId)?.durationSeconds ?? null,
    markers: markers.map(presentFileMarker),
  };
}
