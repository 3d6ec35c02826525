import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { Comment } from '@pardeh/contract';
import { useState } from 'react';
import { commentsMessages as m } from '../messages.ts';

/**
 * The comment's words, as text (React escapes them: HTML in a comment shows as written). A spoiler
 * stays hidden until the reader asks for it; a deleted comment says so.
 */
export function CommentText({ comment }: { comment: Comment }) {
  const [revealed, setRevealed] = useState(false);
  if (comment.body === null) {
    return <Typography sx={{ color: 'text.secondary', fontStyle: 'italic' }}>{m.deleted}</Typography>;
  }
  if (comment.spoiler && !revealed) {
    return (
      <Box
        data-spoiler-hidden
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, color: 'text.secondary' }}
      >
        <Typography>{m.spoilerHidden}</Typography>
        <Button size="small" color="secondary" onClick={() => setRevealed(true)}>
          {m.showSpoiler}
        </Button>
      </Box>
    );
  }
  return (
    <Typography
      dir="auto"
      data-comment-body
      sx={{ lineHeight: 1.9, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
    >
      {comment.body}
    </Typography>
  );
}
