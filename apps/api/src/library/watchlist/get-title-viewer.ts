import type { TitleViewerState } from '@pardeh/contract';
import { titleExists } from '../../catalog/titles/title-queries.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { messages } from '../../messages.ts';
import { presentTitleViewerState } from './present-title-viewer.ts';
import { findTitleViewer } from './watchlist-db.ts';

/** The caller's watchlist, like and progress for one title, with its fresh like counts. */
export async function getTitleViewer(
  database: DatabaseHandle,
  userId: number,
  titleId: number,
): Promise<TitleViewerState> {
  if (!(await titleExists(database, titleId))) throw notFound(messages.titleNotFound);
  return presentTitleViewerState(await findTitleViewer(database, userId, titleId));
}
