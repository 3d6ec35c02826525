import type { Database } from '../../db/client.ts';
import type { RequestStatus } from '../../db/schema/index.ts';
import { listAllRequestViews, type RequestView } from './requests-db.ts';

export type { RequestView };

/** Every request, newest first, optionally of one status (`npm run requests -- list`). */
export function listAllRequests(db: Database, status?: RequestStatus): Promise<RequestView[]> {
  return listAllRequestViews(db, status);
}
