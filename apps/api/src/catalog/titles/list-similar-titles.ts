import type { TitleResult } from '@pardeh/contract';
import type { DatabaseHandle } from '../../db/client.ts';
import { presentTitleResult } from '../presenters/title-presenter.ts';
import { ensureTitleExists } from './ensure-title-exists.ts';
import { findSimilarTitles } from './titles-db.ts';

/** The titles beside a title's page that share the most genres with it. */
export async function listSimilarTitles(
  database: DatabaseHandle,
  id: number,
  maturityAge: number | null,
): Promise<TitleResult[]> {
  await ensureTitleExists(database, id, maturityAge);
  return (await findSimilarTitles(database, id, maturityAge)).map(presentTitleResult);
}
