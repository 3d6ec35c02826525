import type { Comment, CommentThread, LikeValue } from '@pardeh/contract';
import type { CommentRecord } from './comments-db.ts';

const asLikeValue = (value: number): LikeValue => (value === 1 ? 1 : value === -1 ? -1 : 0);

/**
 * A comment as the viewing profile sees it; a deleted one keeps its place, not its words nor its
 * author. Its author is named as the profile that wrote it.
 */
export function presentComment(record: CommentRecord, viewerProfileId: number | null): Comment {
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
    isOwn: !deleted && record.profileId !== null && viewerProfileId === record.profileId,
  };
}

export const presentThread = (
  record: CommentRecord,
  replies: CommentRecord[],
  viewerProfileId: number | null,
): CommentThread => ({
  ...presentComment(record, viewerProfileId),
  replies: replies.map((reply) => presentComment(reply, viewerProfileId)),
});
