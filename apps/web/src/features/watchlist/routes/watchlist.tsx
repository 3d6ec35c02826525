import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { TitleResult } from '@pardeh/contract';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ListPageNumbers } from '../../../components/persian-pagination.tsx';
import { LoadFailure } from '../../../components/query-failure.tsx';
import { TitleGrid } from '../../../components/title-card/title-grid.tsx';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { formatNumber } from '../../../lib/persian.ts';
import { messages } from '../../../messages/index.ts';
import { watchlistMessages } from '../../../messages/watchlist.ts';
import { useWatchlist, WATCHLIST_PAGE_SIZE } from '../api/get-watchlist.ts';
import { useRemoveFromWatchlist } from '../api/set-watchlist-state.ts';
import { RemoveFromWatchlistButton } from '../components/remove-from-watchlist-button.tsx';
import { WatchlistEmpty } from '../components/watchlist-empty.tsx';
import { WatchlistFilter } from '../components/watchlist-filter.tsx';
import { readWatchlistParams, writeWatchlistParams } from '../lib/watchlist-params.ts';

/**
 * `/user/watchlist` (signed in only, see RequireAuth): the saved titles, newest first, filtered by
 * type in the address, each removable in place.
 */
export function WatchlistPage() {
  useDocumentTitle(messages.pages.watchlist);
  const [params, setParams] = useSearchParams();
  const { type, page } = readWatchlistParams(params);
  const watchlist = useWatchlist(page, type);
  const remove = useRemoveFromWatchlist();
  const [removeError, setRemoveError] = useState<string | null>(null);
  const lastPage = watchlist.data?.meta.lastPage ?? 1;

  // Removing the last title of the last page leaves an empty page behind: go to the one before.
  const pastTheEnd = !watchlist.isPlaceholderData && watchlist.data !== undefined && page > lastPage;
  useEffect(() => {
    if (pastTheEnd) setParams(writeWatchlistParams({ type, page: lastPage }), { replace: true });
  }, [pastTheEnd, type, lastPage, setParams]);

  if (watchlist.isError) {
    return (
      <LoadFailure
        title={watchlistMessages.loadError}
        error={watchlist.error}
        retry={() => void watchlist.refetch()}
      />
    );
  }
  const removeTitle = (title: TitleResult) => {
    const name = title.titleFa ?? title.titleEn;
    remove.mutate(title.id, {
      onSuccess: () => setRemoveError(null),
      onError: () => setRemoveError(watchlistMessages.removeFailed(name)),
    });
  };
  const items = watchlist.data?.data;
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, sm: 5 } }}>
      <Typography component="h1" variant="h2" sx={{ fontSize: { xs: '1.7rem', sm: '2.2rem' } }}>
        {messages.pages.watchlist}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mt: 1, mb: 2.5 }}>
        {watchlist.data && watchlist.data.meta.total > 0
          ? `${watchlistMessages.intro} (${watchlistMessages.count(formatNumber(watchlist.data.meta.total))})`
          : watchlistMessages.intro}
      </Typography>
      <WatchlistFilter type={type} />
      {removeError && (
        <Box role="alert" sx={{ mt: 2, color: 'error.light' }}>
          {removeError}
        </Box>
      )}
      <Box
        sx={{
          mt: { xs: 3, sm: 4 },
          opacity: watchlist.isPlaceholderData ? 0.6 : 1,
          transition: 'opacity 150ms',
        }}
      >
        {items?.length === 0 ? (
          <WatchlistEmpty type={type} />
        ) : (
          <TitleGrid
            titles={items}
            label={watchlistMessages.listLabel}
            skeletonCount={Math.min(WATCHLIST_PAGE_SIZE, 12)}
            priorityCount={6}
            cardAction={(title) => (
              <RemoveFromWatchlistButton title={title} onRemove={() => removeTitle(title)} />
            )}
          />
        )}
      </Box>
      <ListPageNumbers
        lastPage={lastPage}
        page={page}
        onChange={(next) => setParams(writeWatchlistParams({ type, page: next }))}
      />
    </Container>
  );
}
