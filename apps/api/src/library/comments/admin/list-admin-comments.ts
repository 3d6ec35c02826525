import type { AdminComment, AdminCommentsQuery, PaginationMeta } from '@pardeh/contract';
import type { Database } from '../../../db/client.ts';
import { notFound } from '../../../http/errors.ts';
import { pageMeta } from '../../../http/page-meta.ts';
import { messages } from '../../../messages.ts';
import { findAdminCommentRow, findReportEntries, listAdminCommentRows } from '../comments-db.ts';
import { presentAdminComment } from './present-admin-comment.ts';

/** One page of the reported, recent or hidden comments, each with its reports. */
export async function listAdminComments(
  db: Database,
  query: AdminCommentsQuery,
): Promise<{ data: AdminComment[]; meta: PaginationMeta }> {
  const { rows, total } = await listAdminCommentRows(db, query.filter, query.page, query.per_page);
  const reports = await findReportEntries(
    db,
    rows.map((row) => row.comment.id),
  );
  return {
    data: rows.map((row) => presentAdminComment(row, reports)),
    meta: pageMeta(query.page, query.per_page, total),
  };
}

/** One comment as the moderation list shows it. */
export async function getAdminComment(db: Database, id: number): Promise<AdminComment> {
  const row = await findAdminCommentRow(db, id);
  if (!row) throw notFound(messages.comments.commentNotFound);
  return presentAdminComment(row, await findReportEntries(db, [id]));
}
