import type { AdminComment, CommentBlock } from '@pardeh/contract';
import { titlePath } from '../../../catalog/presenters/title-presenter.ts';
import type { AdminCommentRow, CommentBlockView, ReportEntryRow } from '../comments-db.ts';

export function presentAdminComment(row: AdminCommentRow, reports: ReportEntryRow[]): AdminComment {
  const { comment, title } = row;
  return {
    id: comment.id,
    parentId: comment.parentId,
    body: comment.body,
    spoiler: comment.spoiler,
    deleted: comment.deletedAt !== null,
    createdAt: comment.createdAt.toISOString(),
    author: { ...row.author, commentBlocked: row.commentBlocked },
    title: { id: title.id, name: title.titleFa ?? title.titleEn, path: titlePath(title.id, title.slug) },
    hidden: comment.hiddenAt !== null,
    hiddenAt: comment.hiddenAt?.toISOString() ?? null,
    hiddenBy: comment.hiddenAt ? row.hiddenBy : null,
    openReports: row.openReports,
    reports: reports
      .filter((report) => report.commentId === comment.id)
      .map((report) => ({
        reason: report.reason,
        reporter:
          report.reporterId !== null && report.reporterName !== null
            ? { id: report.reporterId, name: report.reporterName }
            : null,
        createdAt: report.createdAt.toISOString(),
      })),
  };
}

export const presentCommentBlock = ({ block, blockedBy }: CommentBlockView): CommentBlock => ({
  userId: block.userId,
  reason: block.reason,
  blockedBy,
  createdAt: block.createdAt.toISOString(),
});
