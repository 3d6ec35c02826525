import type { ContentRequestStatus } from '@pardeh/contract';
import type { Database } from '../../db/client.ts';
import { presentContentRequest } from './present-content-request.ts';
import { listRequestViewsOf } from './requests-db.ts';

/** One page of the requests the user filed or joined, newest first, optionally of one status. */
export async function listMyRequests(
  db: Database,
  userId: number,
  query: { status?: ContentRequestStatus; page: number; perPage: number },
) {
  const { rows, total } = await listRequestViewsOf(db, userId, query);
  return {
    data: rows.map((row) => presentContentRequest(row, userId)),
    meta: {
      page: query.page,
      perPage: query.perPage,
      total,
      lastPage: Math.max(1, Math.ceil(total / query.perPage)),
    },
  };
}
