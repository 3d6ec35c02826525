import type { Database } from '../../db/client.ts';
import { countTitlesByType } from './admin-titles-db.ts';

/** The dashboard's figures: films and series in the catalogue. */
export function countTitles(db: Database): Promise<{ movies: number; series: number }> {
  return countTitlesByType(db);
}
