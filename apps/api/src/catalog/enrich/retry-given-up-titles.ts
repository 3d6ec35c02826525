import type { DatabaseHandle } from '../../db/client.ts';
import { requeueGivenUp } from './enrichment-db.ts';

/** `enrich --retry`: titles TMDB did not know, or that kept failing, are asked about again. */
export function retryGivenUpTitles(database: Pick<DatabaseHandle, 'sql'>): Promise<number> {
  return requeueGivenUp(database.sql);
}
