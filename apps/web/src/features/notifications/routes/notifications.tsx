import NotificationsIcon from '@mui/icons-material/NotificationsNoneRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { iconBadgeSx, PageMessage } from '../../../components/layout/page-message.tsx';
import { LinkButton } from '../../../components/link-button.tsx';
import { ListPageNumbers } from '../../../components/persian-pagination.tsx';
import { LoadFailure } from '../../../components/query-failure.tsx';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { useAuthStore, useIsKidsProfile } from '../../../stores/auth-store.ts';
import { useNotifications } from '../api/get-notifications.ts';
import { useMarkNotificationsRead } from '../api/mark-notifications-read.ts';
import { NotificationItem } from '../components/notification-item.tsx';
import { notificationsMessages as text } from '../messages.ts';

/**
 * `/user/notifications`: newest first. Opening it marks them all read (the header dot goes at
 * once); the ones that were unread stay highlighted for the rest of the visit.
 */
export function NotificationsPage() {
  useDocumentTitle(text.title);
  const [page, setPage] = useState(1);
  const list = useNotifications(page);
  const markRead = useMarkNotificationsRead();
  const [seenUnread, setSeenUnread] = useState<ReadonlySet<number>>(() => new Set());
  const { mutate } = markRead;
  // A kids' profile files no requests: no way to the request page.
  const kids = useIsKidsProfile();

  useEffect(() => {
    if (!list.data) return;
    const unread = list.data.data.filter((item) => !item.read).map((item) => item.id);
    if (unread.length === 0 && !useAuthStore.getState().user?.newNotifications) return;
    setSeenUnread((seen) => new Set([...seen, ...unread]));
    mutate({});
  }, [list.data, mutate]);

  if (list.isError) {
    return <LoadFailure title={text.loadError} error={list.error} retry={() => void list.refetch()} />;
  }
  if (list.data && list.data.meta.total === 0) {
    return (
      <PageMessage
        badge={
          <Box sx={iconBadgeSx}>
            <NotificationsIcon />
          </Box>
        }
        eyebrow={text.title}
        title={text.empty}
        body={text.emptyHint}
        actions={kids ? undefined : <LinkButton to="/user/new-request">{text.request}</LinkButton>}
      />
    );
  }

  const lastPage = list.data?.meta.lastPage ?? 1;
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, sm: 5 } }}>
      <Typography component="h1" variant="h2" sx={{ fontSize: { xs: '1.7rem', sm: '2.2rem' } }}>
        {text.title}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mt: 1, mb: { xs: 3, sm: 4 } }}>{text.intro}</Typography>
      {markRead.isError && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {text.markFailed}
        </Alert>
      )}
      <Box
        component="ul"
        aria-label={text.title}
        aria-busy={list.isPending || list.isPlaceholderData}
        sx={{ display: 'grid', gap: 1.5, m: 0, p: 0, listStyle: 'none' }}
      >
        {list.data
          ? list.data.data.map((item) => (
              <NotificationItem
                key={item.id}
                notification={item}
                unread={!item.read || seenUnread.has(item.id)}
              />
            ))
          : Array.from({ length: 5 }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: skeletons have no identity
              <li key={index}>
                <Skeleton variant="rounded" sx={{ height: 88, borderRadius: 2 }} />
              </li>
            ))}
      </Box>
      <ListPageNumbers lastPage={lastPage} page={page} onChange={(next) => setPage(next)} />
    </Container>
  );
}
