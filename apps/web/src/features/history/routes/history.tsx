import HistoryIcon from '@mui/icons-material/History';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { iconBadgeSx, PageMessage } from '../../../components/layout/page-message.tsx';
import { LinkButton } from '../../../components/link-button.tsx';
import { ListPageNumbers } from '../../../components/persian-pagination.tsx';
import { LoadFailure } from '../../../components/query-failure.tsx';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { usePageParam } from '../../../hooks/use-page-param.ts';
import { useClearHistory } from '../api/clear-history.ts';
import { useDeleteHistoryEntry } from '../api/delete-history-entry.ts';
import { useHistory } from '../api/get-history.ts';
import { ClearHistoryDialog } from '../components/clear-history-dialog.tsx';
import { HistoryEntry } from '../components/history-entry.tsx';
import { historyMessages as text } from '../messages.ts';

/** `/user/history`: finished plays, last watched first, with remove and clear-all. */
export function HistoryPage() {
  useDocumentTitle(text.title);
  const [page, setPage] = usePageParam();
  const history = useHistory(page);
  const removeEntry = useDeleteHistoryEntry();
  const clearAll = useClearHistory();
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  if (history.isError) {
    return <LoadFailure title={text.loadError} error={history.error} retry={() => void history.refetch()} />;
  }
  if (history.data && history.data.meta.total === 0) {
    return (
      <PageMessage
        badge={
          <Box sx={iconBadgeSx}>
            <HistoryIcon />
          </Box>
        }
        eyebrow={text.title}
        title={text.empty}
        body={text.emptyHint}
        actions={<LinkButton to="/">{text.discover}</LinkButton>}
      />
    );
  }

  const lastPage = history.data?.meta.lastPage ?? 1;
  const remove = (id: number) => {
    setFailure(null);
    removeEntry.mutate(id, { onError: () => setFailure(text.removeFailed) });
  };
  const clear = () => {
    setFailure(null);
    clearAll.mutate(undefined, {
      onSuccess: () => setPage(1),
      onError: () => setFailure(text.clearFailed),
      onSettled: () => setConfirming(false),
    });
  };

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, sm: 5 } }}>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 2,
          flexWrap: 'wrap',
        }}
      >
        <Typography component="h1" variant="h2" sx={{ fontSize: { xs: '1.7rem', sm: '2.2rem' } }}>
          {text.title}
        </Typography>
        {history.data && (
          <Button variant="outlined" color="inherit" onClick={() => setConfirming(true)}>
            {text.clearAll}
          </Button>
        )}
      </Box>
      <Typography sx={{ color: 'text.secondary', mt: 1, mb: { xs: 3, sm: 4 } }}>{text.intro}</Typography>
      {failure && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {failure}
        </Alert>
      )}
      <Box
        component="ul"
        aria-label={text.title}
        aria-busy={history.isPending || history.isPlaceholderData}
        sx={{ display: 'grid', gap: 1.5, m: 0, p: 0, listStyle: 'none' }}
      >
        {history.data
          ? history.data.data.map((item) => (
              <HistoryEntry
                key={item.id}
                item={item}
                removing={removeEntry.isPending && removeEntry.variables === item.id}
                onRemove={() => remove(item.id)}
              />
            ))
          : Array.from({ length: 5 }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: skeletons have no identity
              <li key={index}>
                <Skeleton variant="rounded" sx={{ height: 128, borderRadius: 2 }} />
              </li>
            ))}
      </Box>
      <ListPageNumbers lastPage={lastPage} page={page} onChange={setPage} />
      <ClearHistoryDialog
        open={confirming}
        busy={clearAll.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={clear}
      />
    </Container>
  );
}
