import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { Comment, LikeValue } from '@pardeh/contract';
import type { ReactNode } from 'react';
import { formatCommentTime } from '../lib/comment-time.ts';
import { commentsMessages as m } from '../messages.ts';
import { CommentLikes } from './comment-likes.tsx';
import { CommentText } from './comment-text.tsx';

export interface CommentActions {
  /** Signed in only. */
  onLike?(comment: Comment, value: LikeValue): void;
  onReply?(comment: Comment): void;
  onDelete?(comment: Comment): void;
  /** Offered on other users' comments. */
  onReport?(comment: Comment): void;
}

interface CommentCardProps extends CommentActions {
  comment: Comment;
  /** Replies and the reply form, below the comment. */
  children?: ReactNode;
}

/** One comment: who wrote it and when, its text, likes, and what the viewer may do with it. */
export function CommentCard({ comment, onLike, onReply, onDelete, onReport, children }: CommentCardProps) {
  const live = !comment.deleted;
  return (
    <Box
      component="article"
      id={`comment-${comment.id}`}
      data-comment={comment.id}
      aria-label={comment.author?.name ?? m.deleted}
      sx={{ p: { xs: 1.5, sm: 2 }, borderRadius: 2, bgcolor: 'rgba(255,255,255,0.04)', scrollMarginTop: 80 }}
    >
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 1.5,
          color: 'text.secondary',
          fontSize: '0.85rem',
          mb: 1,
        }}
      >
        {comment.author && (
          <Box component="span" sx={{ color: 'text.primary', fontWeight: 600 }}>
            {comment.author.name}
          </Box>
        )}
        <time dateTime={comment.createdAt}>{formatCommentTime(comment.createdAt)}</time>
        {comment.spoiler && live && <span>{m.spoilerTag}</span>}
      </Box>
      <CommentText comment={comment} />
      {live && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.5, mt: 1 }}>
          <CommentLikes comment={comment} onLike={onLike && ((value) => onLike(comment, value))} />
          {onReply && (
            <Button
              size="small"
              color="inherit"
              onClick={() => onReply(comment)}
              sx={{ color: 'text.secondary' }}
            >
              {m.reply}
            </Button>
          )}
          {comment.isOwn && onDelete && (
            <Button
              size="small"
              color="inherit"
              onClick={() => onDelete(comment)}
              sx={{ color: 'text.secondary' }}
            >
              {m.delete}
            </Button>
          )}
          {!comment.isOwn && onReport && (
            <Button
              size="small"
              color="inherit"
              onClick={() => onReport(comment)}
              sx={{ color: 'text.secondary' }}
            >
              {m.report}
            </Button>
          )}
        </Box>
      )}
      {children}
    </Box>
  );
}
