import { PaginatedListPage } from '../../../components/paginated-list-page.tsx';
import { usePageParam } from '../../../hooks/use-page-param.ts';
import { COLLECTIONS_PAGE_SIZE, useCollections } from '../api/get-collections.ts';
import { CollectionCard, CollectionCardSkeleton } from '../components/collection-card.tsx';
import { collectionsMessages } from '../messages.ts';

/** `/collections`: every collection as a banner card, paginated. */
export function CollectionsPage() {
  const [page, setPage] = usePageParam();
  const collections = useCollections(page);
  return (
    <PaginatedListPage
      text={collectionsMessages}
      query={collections}
      page={page}
      onPageChange={setPage}
      maxWidth="lg"
      columns={{ xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' }}
      gap={{ xs: 2, sm: 2.5 }}
      renderItem={(collection) => <CollectionCard collection={collection} />}
      skeleton={<CollectionCardSkeleton />}
      skeletons={Math.min(COLLECTIONS_PAGE_SIZE, 6)}
    />
  );
}
