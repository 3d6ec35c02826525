import type { Database } from '../../db/client.ts';
import { countNewSupportMessages as countNew } from '../support-db.ts';

/** The dashboard's figure: contact-page messages nobody has opened. */
export function countNewSupportMessages(db: Database): Promise<number> {
  return countNew(db);
}
