import ThumbDownOutlinedIcon from '@mui/icons-material/ThumbDownAltOutlined';
import ThumbDownIcon from '@mui/icons-material/ThumbDownAltRounded';
import ThumbUpOutlinedIcon from '@mui/icons-material/ThumbUpAltOutlined';
import ThumbUpIcon from '@mui/icons-material/ThumbUpAltRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { Comment, LikeValue } from '@pardeh/contract';
import { formatNumber } from '../../../lib/persian.ts';
import { commentsMessages as m } from '../messages.ts';

interface CommentLikesProps {
  comment: Comment;
  /** Absent for signed-out visitors, who see the counts only. */
  onLike?(value: LikeValue): void;
}

/** Like and dislike toggles with their counts; pressing the pressed one takes it back. */
export function CommentLikes({ comment, onLike }: CommentLikesProps) {
  const counts = [
    { value: 1, label: m.like, count: comment.likes, on: <ThumbUpIcon />, off: <ThumbUpOutlinedIcon /> },
    {
      value: -1,
      label: m.dislike,
      count: comment.dislikes,
      on: <ThumbDownIcon />,
      off: <ThumbDownOutlinedIcon />,
    },
  ] as const;
  return (
    <Box sx={{ display: 'flex', gap: 0.5 }}>
      {counts.map(({ value, label, count, on, off }) => {
        const pressed = comment.like === value;
        const content = (
          <>
            {pressed ? on : off}
            <Box component="span" sx={{ minWidth: '1ch' }}>
              {formatNumber(count)}
            </Box>
          </>
        );
        return onLike ? (
          <Button
            key={value}
            size="small"
            color={pressed ? 'secondary' : 'inherit'}
            aria-label={label}
            aria-pressed={pressed}
            onClick={() => onLike(pressed ? 0 : value)}
            sx={{ minWidth: 0, gap: 0.5, color: pressed ? undefined : 'text.secondary' }}
          >
            {content}
          </Button>
        ) : (
          <Box
            key={value}
            role="img"
            aria-label={value === 1 ? m.likes(formatNumber(count)) : m.dislikes(formatNumber(count))}
            sx={{
              display: 'inline-flex',
              alignItems: 'center',
              gap: 0.5,
              px: 1,
              color: 'text.secondary',
              '& svg': { fontSize: 18 },
            }}
          >
            {content}
          </Box>
        );
      })}
    </Box>
  );
}
