import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router';
import { PersianPagination } from '../../../../components/persian-pagination.tsx';
import { TitleGrid } from '../../../../components/title-card/title-grid.tsx';
import { useDocumentTitle } from '../../../../hooks/use-document-title.ts';
import { formatNumber } from '../../../../lib/persian.ts';
import { listingMessages } from '../../../../messages/listing.ts';
import { CorrectedQueryNotice, SuggestedQueryNotice } from '../../../search/index.ts';
import { LISTING_PAGE_SIZE, useTitleListing } from '../../api/get-title-listing.ts';
import type { ListingFilters } from '../../lib/listing-filters.ts';
import { readListingFilters, writeListingFilters } from '../../lib/listing-params.ts';
import { ClearFiltersButton, ListingControls } from './listing-controls.tsx';

/** A listing of one type only: /tv lists series, /movies films. */
export type ListingOnly = 'movie' | 'series';

function listingHeading(filters: ListingFilters, only: ListingOnly | undefined): string {
  if (filters.q) return listingMessages.searchTitle(filters.q);
  if (filters.type === 'series') return listingMessages.seriesTitle;
  if (filters.isDubbed && !only) return listingMessages.dubbedTitle;
  if (filters.type === 'movie') return listingMessages.moviesTitle;
  return listingMessages.allTitle;
}

/**
 * The full, paginated listing of `/` with filters, of `/tv` and of `/movies` (`only` one type): the
 * URL is the only state, so each page of results is a link and Back returns to the previous filters.
 */
export function TitleListing({ only }: { only?: ListingOnly }) {
  const [params, setParams] = useSearchParams();
  const urlFilters = readListingFilters(params);
  const filters = only ? { ...urlFilters, type: only } : urlFilters;
  const listing = useTitleListing(filters);
  const heading = listingHeading(filters, only);
  useDocumentTitle(heading);

  const change = (update: Partial<ListingFilters>) => setParams(writeListingFilters(params, update));
  const clear = () =>
    setParams(only ? new URLSearchParams() : new URLSearchParams({ order_by: 'votes', type: 'all' }));
  const meta = listing.data?.meta;
  const titles = listing.data?.data;

  return (
    <Container maxWidth="xl" sx={{ py: { xs: 3, sm: 5 }, px: { xs: 2, sm: 3, lg: 5 } }} data-title-listing>
      <Box sx={{ display: 'flex', alignItems: 'baseline', flexWrap: 'wrap', gap: 1.5, mb: 3 }}>
        <Typography
          component="h1"
          variant="h3"
          sx={{ fontSize: { xs: '1.4rem', sm: '1.8rem' }, overflowWrap: 'anywhere' }}
        >
          {heading}
        </Typography>
        {meta && (
          <Typography component="span" sx={{ color: 'text.secondary' }} data-listing-total={meta.total}>
            {listingMessages.total(formatNumber(meta.total))}
          </Typography>
        )}
        <Box sx={{ flexGrow: 1 }} />
        <ClearFiltersButton onClear={clear} />
      </Box>
      {listing.data?.correctedQuery && (
        <Box sx={{ mt: -2, mb: 2 }}>
          <CorrectedQueryNotice
            correctedQuery={listing.data.correctedQuery}
            typedQuery={filters.q}
            asTypedPath={`?${writeListingFilters(params, { asTyped: true }).toString()}`}
          />
        </Box>
      )}
      {listing.data?.suggestedQuery && (
        <Box sx={{ mt: -2, mb: 2 }}>
          <SuggestedQueryNotice
            suggestedQuery={listing.data.suggestedQuery}
            suggestedPath={`?${writeListingFilters(params, { q: listing.data.suggestedQuery }).toString()}`}
          />
        </Box>
      )}
      <Box sx={{ mb: { xs: 3, sm: 4 } }}>
        <ListingControls filters={filters} onChange={change} showType={!only} />
      </Box>
      {listing.isError && !titles ? (
        <Box role="alert" sx={{ textAlign: 'center', py: 8 }}>
          <Typography sx={{ mb: 2 }}>{listingMessages.error}</Typography>
          <Button variant="outlined" color="secondary" onClick={() => void listing.refetch()}>
            {listingMessages.retry}
          </Button>
        </Box>
      ) : titles && titles.length === 0 ? (
        <Box role="status" sx={{ textAlign: 'center', py: 8 }} data-listing-empty>
          <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
            {listingMessages.empty}
          </Typography>
          <Typography sx={{ color: 'text.secondary', mt: 1 }}>{listingMessages.emptyHint}</Typography>
        </Box>
      ) : (
        <Box
          data-listing-state={listing.isPlaceholderData ? 'stale' : 'fresh'}
          sx={{ opacity: listing.isPlaceholderData ? 0.55 : 1, transition: 'opacity 150ms' }}
        >
          <TitleGrid titles={titles} label={heading} skeletonCount={LISTING_PAGE_SIZE} priorityCount={6} />
        </Box>
      )}
      {meta && meta.lastPage > 1 && (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 5 }}>
          <PersianPagination
            count={meta.lastPage}
            page={Math.min(filters.page, meta.lastPage)}
            onChange={(_, page) => change({ page })}
            color="secondary"
            siblingCount={1}
            boundaryCount={1}
            size="medium"
          />
        </Box>
      )}
    </Container>
  );
}
