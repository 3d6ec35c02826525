import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link, Navigate, useLocation, useParams } from 'react-router';
import { NotFoundPage } from '../../../components/not-found-page.tsx';
import { ListPageNumbers } from '../../../components/persian-pagination.tsx';
import { LoadFailure } from '../../../components/query-failure.tsx';
import { TitleGrid } from '../../../components/title-card/title-grid.tsx';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { usePageParam } from '../../../hooks/use-page-param.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { formatNumber } from '../../../lib/persian.ts';
import { messages } from '../../../messages/index.ts';
import { useCollection } from '../api/get-collection.ts';
import { COLLECTION_TITLES_PAGE_SIZE, useCollectionTitles } from '../api/get-collection-titles.ts';
import { collectionBackground } from '../lib/collection-art.ts';
import { readCollectionId } from '../lib/collection-id.ts';
import { collectionsMessages } from '../messages.ts';

/**
 * `/collections/:id/:slug`: the collection's banner and description, then its titles in the
 * curator's order, paginated. A wrong slug is replaced by the canonical one; an unknown id is
 * the not-found page.
 */
export function CollectionPage() {
  const params = useParams();
  const id = readCollectionId(params.id);
  if (id === null) return <NotFoundPage />;
  return <CollectionContent id={id} slug={params.slug ?? ''} />;
}

function CollectionContent({ id, slug }: { id: number; slug: string }) {
  const location = useLocation();
  const [page, setPage] = usePageParam();
  const collection = useCollection(id);
  const titles = useCollectionTitles(id, page, collection.isSuccess);
  useDocumentTitle(collection.data?.nameFa ?? messages.pages.collection);

  if (collection.isError) {
    if (collection.error instanceof ApiError && collection.error.status === 404) return <NotFoundPage />;
    return (
      <LoadFailure
        title={collectionsMessages.error}
        error={collection.error}
        retry={() => void collection.refetch()}
      />
    );
  }
  const data = collection.data;
  if (data && data.slug !== slug) {
    return <Navigate replace to={`${data.path}${location.search}`} />;
  }
  const lastPage = titles.data?.meta.lastPage ?? 1;
  return (
    <>
      <Box
        component="section"
        aria-labelledby="collection-name"
        sx={{
          background: data
            ? {
                xs: collectionBackground(data.id, data.cover, 640),
                md: collectionBackground(data.id, data.cover, 1280),
              }
            : '#121215',
          borderBottom: '1px solid',
          borderColor: 'divider',
        }}
      >
        <Container maxWidth="lg" sx={{ pt: { xs: 5, sm: 9 }, pb: { xs: 3, sm: 5 } }}>
          <Box
            component="nav"
            aria-label={collectionsMessages.breadcrumb}
            sx={{ fontSize: '0.85rem', mb: 1.5 }}
          >
            <Box
              component={Link}
              to="/collections"
              sx={{ color: 'secondary.light', '&:hover': { textDecoration: 'underline' } }}
            >
              {collectionsMessages.title}
            </Box>
          </Box>
          <Typography
            id="collection-name"
            component="h1"
            variant="h2"
            sx={{ fontSize: { xs: '1.7rem', sm: '2.4rem' }, minHeight: '1.3em' }}
          >
            {data?.nameFa}
          </Typography>
          {data?.nameEn && (
            <Typography
              dir="ltr"
              lang="en"
              sx={{ color: 'text.secondary', textAlign: 'end', width: 'fit-content' }}
            >
              {data.nameEn}
            </Typography>
          )}
          {data?.description && (
            <Typography sx={{ mt: 2, maxWidth: 720, lineHeight: 2, color: 'rgba(255,255,255,0.85)' }}>
              {data.description}
            </Typography>
          )}
          {data && (
            <Typography sx={{ mt: 2, color: 'secondary.light', fontWeight: 500 }}>
              {collectionsMessages.count(formatNumber(data.titlesCount))}
            </Typography>
          )}
        </Container>
      </Box>
      <Container maxWidth="lg" sx={{ py: { xs: 3, sm: 5 } }}>
        {titles.isError ? (
          <Typography role="alert" sx={{ color: 'text.secondary' }}>
            {collectionsMessages.titlesError}{' '}
            <Box
              component="button"
              type="button"
              onClick={() => void titles.refetch()}
              sx={{
                color: 'secondary.light',
                bgcolor: 'transparent',
                border: 0,
                font: 'inherit',
                cursor: 'pointer',
              }}
            >
              {collectionsMessages.retry}
            </Box>
          </Typography>
        ) : titles.data?.data.length === 0 ? (
          <Typography sx={{ color: 'text.secondary' }}>{collectionsMessages.noTitles}</Typography>
        ) : (
          <Box sx={{ opacity: titles.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}>
            <TitleGrid
              titles={titles.data?.data}
              loading={!titles.data}
              skeletonCount={Math.min(data?.titlesCount || 12, COLLECTION_TITLES_PAGE_SIZE)}
              priorityCount={6}
              label={data ? collectionsMessages.titlesLabel(data.nameFa) : undefined}
            />
          </Box>
        )}
        <ListPageNumbers lastPage={lastPage} page={page} onChange={setPage} />
      </Container>
    </>
  );
}
