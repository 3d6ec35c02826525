import type { TitleViewerState } from '@pardeh/contract';
import { ensureTitleExists } from '../../catalog/titles/ensure-title-exists.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { presentTitleViewerState } from './present-title-viewer.ts';
import { findTitleViewer } from './watchlist-db.ts';

/** The caller's watchlist, like and progress for one title, with its fresh like counts. */
export async function getTitleViewer(
  database: DatabaseHandle,
  profileId: number,
  titleId: number,
): Promise<TitleViewerState> {
  await ensureTitleExists(database, titleId, null);
  return presentTitleViewerState(await findTitleViewer(database, profileId, titleId));
}
