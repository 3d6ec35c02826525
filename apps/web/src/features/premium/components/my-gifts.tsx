import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ListPageNumbers } from '../../../components/persian-pagination.tsx';
import { premiumMessages as text } from '../../../messages/premium.ts';
import { useMyGifts } from '../api/get-my-gifts.ts';
import { GiftOrderItem } from './gift-order-item.tsx';

/** The gifts the user bought, newest first, with their codes and whether they were redeemed. */
export function MyGifts() {
  const [page, setPage] = useState(1);
  const gifts = useMyGifts(page);
  return (
    <Box component="section" aria-labelledby="my-gifts-title">
      <Typography id="my-gifts-title" component="h2" variant="h5" sx={{ mb: 2 }}>
        {text.gift.mineTitle}
      </Typography>
      {gifts.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void gifts.refetch()}>
              {text.retry}
            </Button>
          }
        >
          {text.gift.mineError}
        </Alert>
      ) : gifts.data?.meta.total === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>{text.gift.mineEmpty}</Typography>
      ) : (
        <Box
          component="ul"
          aria-labelledby="my-gifts-title"
          aria-busy={gifts.isPending || gifts.isPlaceholderData}
          sx={{ display: 'grid', gap: 1.5, m: 0, p: 0, listStyle: 'none' }}
        >
          {gifts.data
            ? gifts.data.data.map((order) => <GiftOrderItem key={order.id} order={order} />)
            : Array.from({ length: 2 }, (_, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: skeletons have no identity
                <li key={index}>
                  <Skeleton variant="rounded" sx={{ height: 110, borderRadius: 2 }} />
                </li>
              ))}
        </Box>
      )}
      <ListPageNumbers lastPage={gifts.data?.meta.lastPage ?? 1} page={page} onChange={setPage} />
    </Box>
  );
}
