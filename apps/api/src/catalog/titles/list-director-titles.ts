import type { TitleResult } from '@pardeh/contract';
import type { DatabaseHandle } from '../../db/client.ts';
import { presentTitleResult } from '../presenters/title-presenter.ts';
import { ensureTitleExists } from './ensure-title-exists.ts';
import { findDirectorTitles } from './titles-db.ts';

/** The other titles by a title's directors, shown beside its page. */
export async function listDirectorTitles(
  database: DatabaseHandle,
  id: number,
  maturityAge: number | null,
): Promise<TitleResult[]> {
  await ensureTitleExists(database, id, maturityAge);
  return (await findDirectorTitles(database, id, maturityAge)).map(presentTitleResult);
}
