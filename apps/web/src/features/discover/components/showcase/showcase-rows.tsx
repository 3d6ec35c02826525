import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import type { HomeRow } from '@pardeh/contract';
import { useQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { FailureBoundary } from '../../../../components/failure-boundary.tsx';
import { LazyRow } from '../../../../components/lazy-row.tsx';
import { retryableLazy } from '../../../../lib/retryable-lazy.ts';
import { useAuthStore, useIsKidsProfile } from '../../../../stores/auth-store.ts';
import { useCollectionRow } from '../../api/get-collection-row.ts';
import { comingSoonQueryOptions } from '../../api/get-coming-soon.ts';
import { useHomeRows } from '../../api/get-home-rows.ts';
import { titleListingQueryOptions } from '../../api/get-title-listing.ts';
import type { ListingFilters } from '../../lib/listing-filters.ts';
import { showcaseMessages } from '../../messages/showcase.ts';
import { RowFailure } from './row-failure.tsx';
import { firstShowcaseRow, showcaseListingRow } from './showcase-listing-rows.ts';
import { ShowcaseTitleRow } from './showcase-title-row.tsx';

const text = showcaseMessages;

// The history feature's index is imported on demand: a static import would join the home page's
// first-screen chunk (the bundler puts what a first-screen file imports in its chunk), and the watch
// page imports the same index. The row it exports is itself lazy, so it is rendered, not returned.
const ContinueWatchingRow = retryableLazy(() =>
  import('../../../history/index.ts').then(({ ContinueWatchingRow: Row }) => ({ default: () => <Row /> })),
);

/** Room a row takes before it renders (heading and one line of cards), so the page does not jump. */
const ROW_HEIGHT = { xs: 330, sm: 360, md: 380 };

function ListingRow({ title, path, filters }: { title: string; path: string; filters: ListingFilters }) {
  const listing = useQuery(titleListingQueryOptions(filters));
  return (
    <ShowcaseTitleRow
      title={title}
      viewAllPath={path}
      titles={listing.data?.data}
      error={listing.isError}
      onRetry={() => void listing.refetch()}
    />
  );
}

function ComingSoonRow() {
  // The same first page the coming-soon page asks for.
  const list = useQuery(comingSoonQueryOptions(1));
  return (
    <ShowcaseTitleRow
      title={text.rows.comingSoon}
      viewAllPath="/comingsoon"
      titles={list.data?.data}
      error={list.isError}
      onRetry={() => void list.refetch()}
    />
  );
}

function CollectionRow({ id, name, path }: { id: number; name: string; path: string }) {
  const row = useCollectionRow(id);
  return (
    <ShowcaseTitleRow
      title={name}
      viewAllPath={path}
      titles={row.data?.titles}
      error={row.isError}
      onRetry={() => void row.refetch()}
    />
  );
}

/** A signed-in user's unfinished titles (its code and data load only for them). */
function ContinueWatching({ signedIn }: { signedIn: boolean }) {
  if (!signedIn) return null;
  return (
    // Without its code (offline) the home page goes on without the row until the connection is back.
    <FailureBoundary>
      <Suspense fallback={null}>
        <ContinueWatchingRow />
      </Suspense>
    </FailureBoundary>
  );
}

/** One of the operator's rows; each renders, and asks for its titles, as the visitor scrolls near. */
function OperatorRow({ row, signedIn }: { row: HomeRow; signedIn: boolean }) {
  switch (row.kind) {
    case 'continue-watching':
      return <ContinueWatching signedIn={signedIn} />;
    case 'listing':
      return (
        <LazyRow minHeight={ROW_HEIGHT}>
          <ListingRow {...showcaseListingRow(row.titleFa, row.filters)} />
        </LazyRow>
      );
    case 'coming-soon':
      return (
        <LazyRow minHeight={ROW_HEIGHT}>
          <ComingSoonRow />
        </LazyRow>
      );
    case 'collection':
      return (
        <LazyRow minHeight={ROW_HEIGHT}>
          <CollectionRow id={row.collection.id} name={row.collection.nameFa} path={row.collection.path} />
        </LazyRow>
      );
  }
}

/** The continue-watching row, when the operator put it at the head of the rows. */
function ContinueWatchingFirst({ signedIn }: { signedIn: boolean }) {
  const rows = useHomeRows();
  return rows.data?.[0]?.kind === 'continue-watching' ? <ContinueWatching signedIn={signedIn} /> : null;
}

/** The operator's rows after «تازه‌ها», as `GET /api/home/rows` lists them. */
function OperatorRows({ signedIn }: { signedIn: boolean }) {
  const rows = useHomeRows();
  // A kids' profile's home is simpler: titles to watch now, nothing to wait for.
  const kids = useIsKidsProfile();
  const [head, ...rest] = rows.data ?? [];
  const below = (head?.kind === 'continue-watching' ? rest : (rows.data ?? [])).filter(
    (row) => !(kids && row.kind === 'coming-soon'),
  );
  return (
    <>
      {rows.isError && <RowFailure onRetry={() => void rows.refetch()} />}
      {rows.isPending && <Box aria-hidden sx={{ minHeight: ROW_HEIGHT }} />}
      {below.map((row) => (
        <OperatorRow key={row.id} row={row} signedIn={signedIn} />
      ))}
    </>
  );
}

/**
 * The home page's rows under the slideshow: «تازه‌ها» first, whose answer the page carries, then
 * the operator's rows in their order (`GET /api/home/rows`, asked for as this renders, after the
 * first paint). A continue-watching row at the head of the operator's list keeps its place above
 * «تازه‌ها», for the signed-in users who see it. The rows' answer re-renders only the parts that
 * read it: re-rendering «تازه‌ها» and its cards with it doubled the home page's blocking time.
 */
export function ShowcaseRows() {
  const signedIn = useAuthStore((state) => state.status === 'authenticated');
  return (
    <Container
      maxWidth="lg"
      sx={{
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 1fr)',
        gap: { xs: 4, sm: 5 },
        mt: { xs: 1, sm: 2 },
      }}
    >
      <ContinueWatchingFirst signedIn={signedIn} />
      <ListingRow {...firstShowcaseRow} />
      <OperatorRows signedIn={signedIn} />
    </Container>
  );
}
