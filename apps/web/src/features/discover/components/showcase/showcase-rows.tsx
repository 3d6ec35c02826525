import Container from '@mui/material/Container';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { LazyRow } from '../../../../components/lazy-row.tsx';
import { showcaseMessages } from '../../../../messages/showcase.ts';
import { useAuthStore } from '../../../../stores/auth-store.ts';
import { useCollectionRow, useHomeCollections } from '../../api/get-collection-row.ts';
import { comingSoonQueryOptions } from '../../api/get-coming-soon.ts';
import { titleListingQueryOptions } from '../../api/get-title-listing.ts';
import type { ListingFilters } from '../../lib/listing-filters.ts';
import { showcaseListingRows } from './showcase-listing-rows.ts';
import { TitleRow } from './title-row.tsx';

const text = showcaseMessages.rows;

// The history feature's index is imported on demand: a static import would join the home page's
// first-screen chunk (the bundler puts what a first-screen file imports in its chunk), and the watch
// page imports the same index. The row it exports is itself lazy, so it is rendered, not returned.
const ContinueWatchingRow = lazy(() =>
  import('../../../history/index.ts').then(({ ContinueWatchingRow: Row }) => ({ default: () => <Row /> })),
);

/** Room a row takes before it renders (heading and one line of cards), so the page does not jump. */
const ROW_HEIGHT = { xs: 330, sm: 360, md: 380 };

function ListingRow({ title, path, filters }: { title: string; path: string; filters: ListingFilters }) {
  const listing = useQuery(titleListingQueryOptions(filters));
  return (
    <TitleRow
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
    <TitleRow
      title={text.comingSoon}
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
    <TitleRow
      title={name}
      viewAllPath={path}
      titles={row.data?.titles}
      error={row.isError}
      onRetry={() => void row.refetch()}
    />
  );
}

/** A couple of collections, asked for only when their place on the page comes near. */
function CollectionRows() {
  const collections = useHomeCollections(true);
  return (
    <>
      {collections.data?.map((collection) => (
        <LazyRow key={collection.id} minHeight={ROW_HEIGHT}>
          <CollectionRow id={collection.id} name={collection.nameFa} path={collection.path} />
        </LazyRow>
      ))}
    </>
  );
}

/**
 * The home page's rows under the slideshow: a signed-in user's continue-watching row first (its
 * code and data load only for them), then the listings; the first renders at once, the rest on
 * approach.
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
      {signedIn && (
        <Suspense fallback={null}>
          <ContinueWatchingRow />
        </Suspense>
      )}
      {showcaseListingRows.map((row, index) =>
        index === 0 ? (
          <ListingRow key={row.path} {...row} />
        ) : (
          <LazyRow key={row.path} minHeight={ROW_HEIGHT}>
            <ListingRow {...row} />
          </LazyRow>
        ),
      )}
      <LazyRow minHeight={ROW_HEIGHT}>
        <ComingSoonRow />
      </LazyRow>
      <LazyRow minHeight={ROW_HEIGHT}>
        <CollectionRows />
      </LazyRow>
    </Container>
  );
}
