import Box from '@mui/material/Box';
import type { AdminSupportMessage } from '@pardeh/contract';
import { Link } from 'react-router';
import { formatNumber } from '../../../lib/persian.ts';
import { formatJalaliDateTime } from '../../admin-shell/index.ts';
import { adminSupportMessages } from '../messages.ts';
import { supportMessageSubject } from './support-message-subject.ts';
import { SupportStatusChip } from './support-status-chip.tsx';

const text = adminSupportMessages.support;

/** One message of the inbox, the whole row a link to its page. */
export function SupportMessageRow({ message }: { message: AdminSupportMessage }) {
  return (
    <Box component="li" data-support-message={message.id}>
      <Box
        component={Link}
        to={`/admin/support/${message.id}`}
        sx={{
          display: 'grid',
          gap: 0.75,
          p: 2,
          borderRadius: 2,
          bgcolor: 'background.paper',
          border: '1px solid',
          borderColor: message.status === 'new' ? 'warning.dark' : 'divider',
          color: 'text.primary',
          textDecoration: 'none',
          '&:hover, &:focus-visible': { borderColor: 'secondary.main' },
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Box
            component="span"
            sx={{ fontWeight: 700, flex: '1 1 12rem', minWidth: 0, overflowWrap: 'anywhere' }}
          >
            {supportMessageSubject(message)}
          </Box>
          <SupportStatusChip status={message.status} />
        </Box>
        <Box sx={{ fontSize: '0.85rem', color: 'text.secondary', display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <span>{text.kinds[message.kind]}</span>
          <span>·</span>
          <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
            {message.name}
          </Box>
          <Box component="span" dir="ltr" sx={{ overflowWrap: 'anywhere' }}>
            {message.email}
          </Box>
          <span>·</span>
          <span>{formatJalaliDateTime(message.createdAt)}</span>
          {message.replyCount > 0 && (
            <>
              <span>·</span>
              <span>{text.replies(formatNumber(message.replyCount))}</span>
            </>
          )}
        </Box>
        {message.body && (
          <Box
            sx={{
              fontSize: '0.9rem',
              color: 'text.secondary',
              overflow: 'hidden',
              display: '-webkit-box',
              WebkitLineClamp: 2,
              WebkitBoxOrient: 'vertical',
              overflowWrap: 'anywhere',
            }}
          >
            {message.body}
          </Box>
        )}
      </Box>
    </Box>
  );
}
