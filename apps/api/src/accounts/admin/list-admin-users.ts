import {
  type AdminUserSummary,
  type AdminUsersQuery,
  MAX_ROW_ID,
  type PaginationMeta,
} from '@pardeh/contract';
import type { Database } from '../../db/client.ts';
import { pageMeta } from '../../http/page-meta.ts';
import { listUserRows } from '../accounts-db.ts';
import { presentAdminUserSummary } from './present-admin-user.ts';

/** The id a query names, when it is a number (Persian and Arabic digits too). */
function idIn(query: string): number | null {
  const digits = query
    .replace(/[۰-۹]/g, (digit) => String(digit.charCodeAt(0) - 0x06f0))
    .replace(/[٠-٩]/g, (digit) => String(digit.charCodeAt(0) - 0x0660));
  return /^\d{1,10}$/.test(digits) && Number(digits) <= MAX_ROW_ID ? Number(digits) : null;
}

/** `GET /api/admin/users`: accounts newest first, searched by name, address or id, filtered. */
export async function listAdminUsers(
  db: Database,
  query: AdminUsersQuery,
): Promise<{ data: AdminUserSummary[]; meta: PaginationMeta }> {
  const { rows, total } = await listUserRows(db, {
    query: query.q || undefined,
    id: query.q ? idIn(query.q) : null,
    filter: query.filter,
    page: query.page,
    perPage: query.per_page,
  });
  const now = new Date();
  return {
    data: rows.map((row) => presentAdminUserSummary(row, now)),
    meta: pageMeta(query.page, query.per_page, total),
  };
}
