import CardGiftcardIcon from '@mui/icons-material/CardGiftcardRounded';
import ChatIcon from '@mui/icons-material/ChatBubbleOutlineRounded';
import CheckCircleIcon from '@mui/icons-material/CheckCircleOutlineRounded';
import MovieIcon from '@mui/icons-material/MovieOutlined';
import RequestIcon from '@mui/icons-material/PlaylistAddCheckRounded';
import PremiumIcon from '@mui/icons-material/WorkspacePremiumRounded';
import Box from '@mui/material/Box';
import type { Notification, NotificationType } from '@pardeh/contract';
import { Link } from 'react-router';
import { visuallyHidden } from '../../../components/visually-hidden.ts';
import { relativeTime } from '../lib/relative-time.ts';
import { notificationsMessages as text } from '../messages.ts';

const icons: Record<NotificationType, typeof ChatIcon> = {
  'request-status': RequestIcon,
  'title-released': MovieIcon,
  'title-available': CheckCircleIcon,
  'comment-reply': ChatIcon,
  'premium-activated': PremiumIcon,
  'gift-received': CardGiftcardIcon,
};

/** One notification: a link to its target, highlighted (and said to be unread) until seen. */
export function NotificationItem({ notification, unread }: { notification: Notification; unread: boolean }) {
  const Icon = icons[notification.type];
  return (
    <li>
      <Box
        component={Link}
        to={notification.link}
        data-notification={notification.id}
        data-unread={unread || undefined}
        sx={{
          // Holds the visually hidden «unread» words, which are absolutely placed.
          position: 'relative',
          display: 'grid',
          gridTemplateColumns: '40px minmax(0, 1fr)',
          gap: 1.5,
          alignItems: 'start',
          p: 2,
          borderRadius: 2,
          color: 'common.white',
          border: '1px solid',
          borderColor: unread ? 'rgba(31,191,154,0.5)' : 'divider',
          bgcolor: unread ? 'rgba(31,191,154,0.1)' : '#141418',
          transition: 'background-color 150ms',
          '&:hover': { bgcolor: unread ? 'rgba(31,191,154,0.16)' : 'rgba(255,255,255,0.05)' },
          '&:focus-visible': { outline: '2px solid', outlineColor: 'secondary.light', outlineOffset: 2 },
        }}
      >
        <Box
          aria-hidden
          sx={{
            width: 40,
            height: 40,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            bgcolor: 'rgba(255,255,255,0.06)',
            color: unread ? 'secondary.light' : 'text.secondary',
          }}
        >
          <Icon fontSize="small" />
        </Box>
        <Box sx={{ minWidth: 0, display: 'grid', gap: 0.5 }}>
          <Box component="span" sx={{ fontWeight: unread ? 700 : 400, lineHeight: 1.9 }}>
            {notification.text}
          </Box>
          <Box component="span" sx={{ fontSize: '0.8rem', color: 'text.secondary' }}>
            {text.types[notification.type]} ·{' '}
            <time dateTime={notification.createdAt}>{relativeTime(notification.createdAt)}</time>
            {unread && <Box component="span" sx={visuallyHidden}>{` (${text.unread})`}</Box>}
          </Box>
        </Box>
      </Box>
    </li>
  );
}
