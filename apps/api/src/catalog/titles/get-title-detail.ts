import { resourceOf, type TitleDetail, titleDetailSchema } from '@pardeh/contract';
import type { DatabaseHandle } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { messages } from '../../messages.ts';
import type { PublicResponseOptions } from '../cache/send-public.ts';
import { presentTitleDetail } from '../presenters/title-detail-presenter.ts';
import { findTitleDetail } from './title-detail-db.ts';

export const titleDetailResponseSchema = resourceOf(titleDetailSchema);

/**
 * A title with everything its page shows; `preferDubbed` lists its dubbed files first. A title
 * above a kids' profile's `maturityAge` is a 404, as if absent.
 */
export async function getTitleDetail(
  database: DatabaseHandle,
  id: number,
  preferDubbed: boolean,
  maturityAge: number | null,
): Promise<TitleDetail> {
  const rows = await findTitleDetail(database, id, maturityAge);
  if (!rows) throw notFound(messages.titleNotFound);
  return presentTitleDetail(rows, preferDubbed);
}

/**
 * `GET /api/titles/{id}` as a cacheable answer: its cache key and how it is built. The route and
 * the start-up warming share it, so a warmed entry is exactly what the route would have built.
 * The key is the unfiltered answer's: a kids' profile's is kept apart by `viewerCacheKey`.
 */
export function titleDetailAnswer(
  database: DatabaseHandle,
  id: number,
  preferDubbed: boolean,
  maturityAge: number | null,
): PublicResponseOptions<typeof titleDetailResponseSchema> {
  return {
    key: `titles/${id}:${preferDubbed ? 'dub' : 'original'}`,
    schema: titleDetailResponseSchema,
    load: async () => ({ data: await getTitleDetail(database, id, preferDubbed, maturityAge) }),
  };
}
