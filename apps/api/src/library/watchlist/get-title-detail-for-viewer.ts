import { titleViewerStateSchema } from '@pardeh/contract';
import { cachePublic, type PublicResponseOptions } from '../../catalog/cache/send-public.ts';
import type { titleDetailResponseSchema } from '../../catalog/titles/get-title-detail.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { presentTitleViewerState } from './present-title-viewer.ts';
import { findTitleViewer } from './watchlist-db.ts';

/**
 * The shared answer's last members: the like counts are the detail schema's last fields and the
 * anonymous answer has no `viewer`, so `{"data":{…,"likes":N,"dislikes":M}}` ends this way.
 */
const SHARED_TAIL = /^,"likes":\d+,"dislikes":\d+\}\}$/;

/**
 * `GET /api/titles/{id}` for a signed-in caller, as serialized JSON: the shared cached answer (so
 * the catalogue part costs no query) with the fresh like counts and the caller's own state (one
 * query) written in place of its tail. Parsing and re-serializing the whole title for each
 * signed-in view cost most of its time; only the small new part is checked against the contract
 * and serialized. The result is the caller's alone and must never enter the shared cache.
 */
export async function getTitleDetailForViewer(
  database: DatabaseHandle,
  answer: PublicResponseOptions<typeof titleDetailResponseSchema>,
  profileId: number,
  titleId: number,
): Promise<string> {
  const [cached, row] = await Promise.all([
    cachePublic(database, answer),
    findTitleViewer(database, profileId, titleId),
  ]);
  const { likes, dislikes, viewer } = titleViewerStateSchema.parse(presentTitleViewerState(row));
  const cut = cached.body.lastIndexOf(',"likes":');
  if (cut < 0 || !SHARED_TAIL.test(cached.body.slice(cut))) {
    throw new Error('the shared title detail does not end with its like counts');
  }
  return `${cached.body.slice(0, cut)},"likes":${likes},"dislikes":${dislikes},"viewer":${JSON.stringify(viewer)}}}`;
}
