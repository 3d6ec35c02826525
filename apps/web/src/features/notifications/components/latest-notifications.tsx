import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useNotifications } from '../api/get-notifications.ts';
import { notificationsMessages as text } from '../messages.ts';
import { NotificationItem } from './notification-item.tsx';

const LATEST_COUNT = 3;

/** The few newest notifications, unread ones highlighted; reading them is left to their page. */
export function LatestNotifications() {
  const list = useNotifications(1);
  if (list.isError) return <Typography sx={{ color: 'text.secondary' }}>{text.loadError}</Typography>;
  if (list.data?.data.length === 0)
    return <Typography sx={{ color: 'text.secondary' }}>{text.empty}</Typography>;
  return (
    <Box
      component="ul"
      aria-busy={list.isPending}
      sx={{ display: 'grid', gap: 1.5, m: 0, p: 0, listStyle: 'none' }}
    >
      {list.data
        ? list.data.data
            .slice(0, LATEST_COUNT)
            .map((item) => <NotificationItem key={item.id} notification={item} unread={!item.read} />)
        : Array.from({ length: LATEST_COUNT }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: skeletons have no identity
            <li key={index}>
              <Skeleton variant="rounded" sx={{ height: 88, borderRadius: 2 }} />
            </li>
          ))}
    </Box>
  );
}
