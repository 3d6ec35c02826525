import type { Database } from '../../../db/client.ts';
import { countReportedComments as countReported } from '../comments-db.ts';

/** The dashboard's moderation queue: live comments with reports nobody resolved. */
export function countReportedComments(db: Database): Promise<number> {
  return countReported(db);
}
