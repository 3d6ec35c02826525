import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { type ContentRequestStatus, contentRequestStatuses } from '@pardeh/contract';
import { useState } from 'react';
import { ListPageNumbers } from '../../../components/persian-pagination.tsx';
import { useMyRequests } from '../api/get-my-requests.ts';
import { requestsMessages as text } from '../messages.ts';
import { RequestItem } from './request-item.tsx';

/** The user's requests (filed or joined), newest first, filtered by status. */
export function MyRequests() {
  const [status, setStatus] = useState<ContentRequestStatus | undefined>(undefined);
  const [page, setPage] = useState(1);
  const requests = useMyRequests({ status, page });
  const lastPage = requests.data?.meta.lastPage ?? 1;

  return (
    <Box component="section" aria-labelledby="my-requests-title">
      <Typography id="my-requests-title" component="h2" variant="h5" sx={{ fontWeight: 700, mb: 2 }}>
        {text.listTitle}
      </Typography>
      <ToggleButtonGroup
        exclusive
        size="small"
        aria-label={text.listFilter}
        value={status ?? 'all'}
        onChange={(_, next: ContentRequestStatus | 'all' | null) => {
          if (next === null) return;
          setStatus(next === 'all' ? undefined : next);
          setPage(1);
        }}
        sx={{ mb: 2.5, flexWrap: 'wrap' }}
      >
        <ToggleButton value="all">{text.all}</ToggleButton>
        {contentRequestStatuses.map((value) => (
          <ToggleButton key={value} value={value}>
            {text.statuses[value]}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {requests.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void requests.refetch()}>
              {text.retry}
            </Button>
          }
        >
          {text.loadError}
        </Alert>
      ) : requests.data?.meta.total === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>{status ? text.emptyOfStatus : text.empty}</Typography>
      ) : (
        <Box
          component="ul"
          aria-labelledby="my-requests-title"
          aria-busy={requests.isPending || requests.isPlaceholderData}
          sx={{ display: 'grid', gap: 1.5, m: 0, p: 0, listStyle: 'none' }}
        >
          {requests.data
            ? requests.data.data.map((request) => <RequestItem key={request.id} request={request} />)
            : Array.from({ length: 3 }, (_, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: skeletons have no identity
                <li key={index}>
                  <Skeleton variant="rounded" sx={{ height: 96, borderRadius: 2 }} />
                </li>
              ))}
        </Box>
      )}
      <ListPageNumbers lastPage={lastPage} page={page} onChange={(next) => setPage(next)} />
    </Box>
  );
}
