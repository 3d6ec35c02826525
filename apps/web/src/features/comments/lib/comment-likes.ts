import type { Comment, CommentThread, LikeValue } from '@pardeh/contract';
import type { InfiniteData } from '@tanstack/react-query';
import type { CommentsPage } from '../api/get-title-comments.ts';

type Counts = Pick<Comment, 'likes' | 'dislikes' | 'like'>;

/** The counts as they will be once the viewer's like becomes `value`: shown before the server answers. */
export function withViewerLike<T extends Counts>(comment: T, value: LikeValue): T {
  const likes = comment.likes - (comment.like === 1 ? 1 : 0) + (value === 1 ? 1 : 0);
  const dislikes = comment.dislikes - (comment.like === -1 ? 1 : 0) + (value === -1 ? 1 : 0);
  return { ...comment, likes: Math.max(0, likes), dislikes: Math.max(0, dislikes), like: value };
}

/** The cached pages with one comment (top-level or reply) changed by `change`. */
export function updateComment(
  data: InfiniteData<CommentsPage> | undefined,
  id: number,
  change: (comment: Comment) => Comment,
): InfiniteData<CommentsPage> | undefined {
  if (!data) return data;
  const updateThread = (thread: CommentThread): CommentThread => ({
    ...(thread.id === id ? { ...change(thread), replies: thread.replies } : thread),
    replies: thread.replies.map((reply) => (reply.id === id ? change(reply) : reply)),
  });
  return { ...data, pages: data.pages.map((page) => ({ ...page, data: page.data.map(updateThread) })) };
}
