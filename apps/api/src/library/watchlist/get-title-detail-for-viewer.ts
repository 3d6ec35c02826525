import type { TitleDetail } from '@pardeh/contract';
import { cachePublic, type PublicResponseOptions } from '../../catalog/cache/send-public.ts';
import type { titleDetailResponseSchema } from '../../catalog/titles/get-title-detail.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { presentTitleViewerState } from './present-title-viewer.ts';
import { findTitleViewer } from './watchlist-db.ts';

/**
 * `GET /api/titles/{id}` for a signed-in caller: the shared cached answer (so the catalogue part
 * costs no extra query) with fresh like counts and the caller's own state added. The result is
 * the caller's alone and must never enter the shared cache.
 */
export async function getTitleDetailForViewer(
  database: DatabaseHandle,
  answer: PublicResponseOptions<typeof titleDetailResponseSchema>,
  userId: number,
  titleId: number,
): Promise<{ data: TitleDetail }> {
  const cached = await cachePublic(database, answer);
  const { data } = JSON.parse(cached.body) as { data: TitleDetail };
  const { likes, dislikes, viewer } = presentTitleViewerState(
    await findTitleViewer(database, userId, titleId),
  );
  return { data: { ...data, likes, dislikes, viewer } };
}
