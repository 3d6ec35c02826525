import Box from '@mui/material/Box';
import type { CommentThread as Thread } from '@pardeh/contract';
import { useState } from 'react';
import { commentsMessages as m } from '../messages.ts';
import { type CommentActions, CommentCard } from './comment-card.tsx';
import { CommentForm } from './comment-form.tsx';

interface CommentThreadProps extends CommentActions {
  thread: Thread;
  titleId: number;
  /** Signed-in viewers may answer a top-level comment (one level of replies). */
  canReply: boolean;
}

/** A top-level comment, its replies oldest first, and the reply form when asked for. */
export function CommentThread({ thread, titleId, canReply, onLike, onDelete, onReport }: CommentThreadProps) {
  const [replying, setReplying] = useState(false);
  const author = thread.author?.name ?? m.deleted;
  return (
    <Box component="li">
      <CommentCard
        comment={thread}
        onLike={onLike}
        onDelete={onDelete}
        onReport={onReport}
        onReply={canReply ? () => setReplying(true) : undefined}
      >
        {(thread.replies.length > 0 || replying) && (
          <Box
            sx={{
              mt: 1.5,
              ps: { xs: 1.5, sm: 3 },
              borderInlineStart: '2px solid rgba(255,255,255,0.12)',
              display: 'grid',
              gap: 1,
            }}
          >
            {thread.replies.length > 0 && (
              <Box
                component="ul"
                aria-label={m.repliesLabel(author)}
                sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}
              >
                {thread.replies.map((reply) => (
                  <Box component="li" key={reply.id}>
                    <CommentCard comment={reply} onLike={onLike} onDelete={onDelete} onReport={onReport} />
                  </Box>
                ))}
              </Box>
            )}
            {replying && (
              <CommentForm
                titleId={titleId}
                parentId={thread.id}
                onDone={() => setReplying(false)}
                onCancel={() => setReplying(false)}
              />
            )}
          </Box>
        )}
      </CommentCard>
    </Box>
  );
}
