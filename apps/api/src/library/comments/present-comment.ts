import type { Comment, CommentThread, LikeValue } from '@pardeh/contract';
import type { CommentRecord } from './comments-db.ts';

const asLikeValue = (value: number): LikeValue => (value === 1 ? 1 : value === -1 ? -1 : 0);

/** A comment as its viewer sees it; a deleted one keeps its place, not its words nor its author. */
export function presentComment(record: CommentRecord, viewerId: number | null): Comment {
  const deleted = record.deletedAt !== null;
  return {
    id: record.id,
    titleId: record.titleId,
    parentId: record.parentId,
    author: deleted ? null : { id: record.userId, name: record.authorName },
    body: deleted ? null : record.body,
    deleted,
    spoiler: record.spoiler,
    createdAt: record.createdAt.toISOString(),
    likes: record.likes,
    dislikes: record.dislikes,
    like: asLikeValue(record.viewerLike),
    isOwn: !deleted && viewerId === record.userId,
  };
}

export const presentThread = (
  record: CommentRecord,
  replies: CommentRecord[],
  viewerId: number | null,
): CommentThread => ({
  ...presentComment(record, viewerId),
  replies: replies.map((reply) => presentComment(reply, viewerId)),
});
