import type { AdminSupportMessage, AdminSupportQuery, PaginationMeta } from '@pardeh/contract';
import type { Database } from '../../db/client.ts';
import { pageMeta } from '../../http/page-meta.ts';
import { listSupportRows } from '../support-db.ts';
import { presentAdminSupportMessage } from './present-admin-support-message.ts';

/** One page of the inbox, newest first, optionally of one status and kind. */
export async function listSupportMessages(
  db: Database,
  query: AdminSupportQuery,
): Promise<{ data: AdminSupportMessage[]; meta: PaginationMeta }> {
  const { rows, total } = await listSupportRows(db, {
    status: query.status,
    kind: query.kind,
    page: query.page,
    perPage: query.per_page,
  });
  return {
    data: rows.map(presentAdminSupportMessage),
    meta: pageMeta(query.page, query.per_page, total),
  };
}
