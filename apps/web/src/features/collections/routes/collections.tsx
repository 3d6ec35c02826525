import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { ListPageNumbers } from '../../../components/persian-pagination.tsx';
import { LoadFailure } from '../../../components/query-failure.tsx';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { usePageParam } from '../../../hooks/use-page-param.ts';
import { collectionsMessages } from '../../../messages/collections.ts';
import { COLLECTIONS_PAGE_SIZE, useCollections } from '../api/get-collections.ts';
import { CollectionCard, CollectionCardSkeleton } from '../components/collection-card.tsx';

/** `/collections`: every collection as a banner card, paginated. */
export function CollectionsPage() {
  useDocumentTitle(collectionsMessages.title);
  const [page, setPage] = usePageParam();
  const collections = useCollections(page);

  if (collections.isError) {
    return (
      <LoadFailure
        title={collectionsMessages.error}
        body={collections.error.message}
        retry={() => void collections.refetch()}
      />
    );
  }
  const lastPage = collections.data?.meta.lastPage ?? 1;
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, sm: 5 } }}>
      <Typography component="h1" variant="h2" sx={{ fontSize: { xs: '1.7rem', sm: '2.2rem' } }}>
        {collectionsMessages.title}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mt: 1, mb: { xs: 3, sm: 4 } }}>
        {collectionsMessages.intro}
      </Typography>
      {collections.data?.data.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>{collectionsMessages.empty}</Typography>
      ) : (
        <Box
          component="ul"
          aria-busy={collections.isPending}
          sx={{
            display: 'grid',
            gridTemplateColumns: {
              xs: '1fr',
              sm: 'repeat(2, minmax(0, 1fr))',
              md: 'repeat(3, minmax(0, 1fr))',
            },
            gap: { xs: 2, sm: 2.5 },
            m: 0,
            p: 0,
            listStyle: 'none',
            opacity: collections.isPlaceholderData ? 0.6 : 1,
            transition: 'opacity 150ms',
          }}
        >
          {collections.data
            ? collections.data.data.map((collection) => (
                <li key={collection.id}>
                  <CollectionCard collection={collection} />
                </li>
              ))
            : Array.from({ length: Math.min(COLLECTIONS_PAGE_SIZE, 6) }, (_, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: skeletons have no identity
                <li key={index}>
                  <CollectionCardSkeleton />
                </li>
              ))}
        </Box>
      )}
      <ListPageNumbers lastPage={lastPage} page={page} onChange={setPage} />
    </Container>
  );
}
