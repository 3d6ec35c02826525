import type { Screenshot } from '@pardeh/contract';
import type { DatabaseHandle } from '../../db/client.ts';
import { ensureTitleExists } from '../titles/ensure-title-exists.ts';
import { findScreenshots } from './watch-db.ts';

/** A title's screenshots in their order; an unknown title is a 404. */
export async function listTitleScreenshots(
  database: DatabaseHandle,
  titleId: number,
  maturityAge: number | null,
): Promise<Screenshot[]> {
  await ensureTitleExists(database, titleId, maturityAge);
  return findScreenshots(database, titleId);
}
