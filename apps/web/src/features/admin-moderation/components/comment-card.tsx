import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import type { AdminComment } from '@pardeh/contract';
import { Link } from 'react-router';
import { formatNumber } from '../../../lib/persian.ts';
import { formatJalaliDateTime } from '../../admin-shell/index.ts';
import type { CommentModeration } from '../api/moderate-comment.ts';
import { adminModerationMessages } from '../messages.ts';
import { CommentReports } from './comment-reports.tsx';

const text = adminModerationMessages.comments;

export type CommentAction = CommentModeration | 'block' | 'unblock';

interface CommentCardProps {
  comment: AdminComment;
  onAction(action: CommentAction): void;
}

/** One comment as the operator reviews it: where, by whom, what, its reports and what can be done. */
export function CommentCard({ comment, onAction }: CommentCardProps) {
  const { author } = comment;
  return (
    <Box
      component="li"
      data-comment={comment.id}
      aria-label={`${author.name}: ${comment.title.name}`}
      sx={{
        display: 'grid',
        gap: 1,
        p: 2,
        borderRadius: 2,
        bgcolor: 'background.paper',
        border: '1px solid',
        borderColor: comment.openReports > 0 && !comment.hidden ? 'warning.dark' : 'divider',
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', fontSize: '0.9rem' }}>
        <Box
          component={Link}
          to={`/admin/users/${author.id}`}
          sx={{
            fontWeight: 700,
            color: 'text.primary',
            overflowWrap: 'anywhere',
            textDecoration: 'underline',
          }}
        >
          {author.name}
        </Box>
        <Box component="span" dir="ltr" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
          {author.email}
        </Box>
        <Box component="span" sx={{ color: 'text.secondary' }}>
          {formatJalaliDateTime(comment.createdAt)}
        </Box>
        {author.commentBlocked && (
          <Chip size="small" color="error" variant="outlined" label={text.blockedAuthor} />
        )}
        {comment.hidden && <Chip size="small" label={text.hidden} data-hidden />}
        {comment.spoiler && <Chip size="small" variant="outlined" label={text.spoiler} />}
        {comment.parentId !== null && <Chip size="small" variant="outlined" label={text.reply} />}
        {comment.openReports > 0 && (
          <Chip
            size="small"
            color="warning"
            label={text.openReports(formatNumber(comment.openReports))}
            data-open-reports={comment.openReports}
          />
        )}
      </Box>
      <Box sx={{ fontSize: '0.85rem', color: 'text.secondary' }}>
        {text.on}{' '}
        <Box
          component={Link}
          to={comment.title.path}
          sx={{ color: 'secondary.light', fontWeight: 600, textDecoration: 'underline' }}
        >
          {comment.title.name}
        </Box>
      </Box>
      <Box
        sx={{
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
          lineHeight: 1.9,
          color: comment.deleted ? 'text.secondary' : 'text.primary',
        }}
      >
        {comment.deleted ? text.deleted : comment.body}
      </Box>
      {comment.hidden && comment.hiddenAt && (
        <Box sx={{ fontSize: '0.8rem', color: 'text.secondary' }}>
          {comment.hiddenBy
            ? text.hiddenBy(comment.hiddenBy.name, formatJalaliDateTime(comment.hiddenAt))
            : text.hiddenOn(formatJalaliDateTime(comment.hiddenAt))}
        </Box>
      )}
      {comment.reports.length > 0 && <CommentReports commentId={comment.id} reports={comment.reports} />}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 0.5 }}>
        {comment.hidden ? (
          <Button size="small" variant="outlined" color="secondary" onClick={() => onAction('restore')}>
            {text.restore}
          </Button>
        ) : (
          <Button size="small" variant="contained" color="error" onClick={() => onAction('hide')}>
            {text.hide}
          </Button>
        )}
        {!comment.hidden && comment.openReports > 0 && (
          <Button size="small" variant="outlined" onClick={() => onAction('dismiss-reports')}>
            {text.dismissReports}
          </Button>
        )}
        <Button
          size="small"
          color={author.commentBlocked ? 'secondary' : 'error'}
          onClick={() => onAction(author.commentBlocked ? 'unblock' : 'block')}
        >
          {author.commentBlocked ? text.unblockAuthor : text.blockAuthor}
        </Button>
      </Box>
    </Box>
  );
}
