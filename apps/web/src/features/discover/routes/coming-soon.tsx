import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { ListPageNumbers } from '../../../components/persian-pagination.tsx';
import { LoadFailure } from '../../../components/query-failure.tsx';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { usePageParam } from '../../../hooks/use-page-param.ts';
import { comingSoonMessages } from '../../../messages/coming-soon.ts';
import { useComingSoon } from '../api/get-coming-soon.ts';
import { ComingSoonRow, ComingSoonRowSkeleton } from '../components/coming-soon/coming-soon-item.tsx';

/** `/comingsoon`: titles on their way to Pardeh by expected date (Jalali), paginated. */
export function ComingSoonPage() {
  useDocumentTitle(comingSoonMessages.title);
  const [page, setPage] = usePageParam();
  const list = useComingSoon(page);

  if (list.isError) {
    return (
      <LoadFailure
        title={comingSoonMessages.error}
        body={list.error.message}
        retry={() => void list.refetch()}
      />
    );
  }
  const lastPage = list.data?.meta.lastPage ?? 1;
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, sm: 5 } }}>
      <Typography component="h1" variant="h2" sx={{ fontSize: { xs: '1.7rem', sm: '2.2rem' } }}>
        {comingSoonMessages.title}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mt: 1, mb: { xs: 3, sm: 4 } }}>
        {comingSoonMessages.intro}
      </Typography>
      {list.data?.data.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>{comingSoonMessages.empty}</Typography>
      ) : (
        <Box
          component="ol"
          aria-label={comingSoonMessages.listLabel}
          aria-busy={list.isPending}
          sx={{
            display: 'grid',
            gap: 1.5,
            m: 0,
            p: 0,
            listStyle: 'none',
            opacity: list.isPlaceholderData ? 0.6 : 1,
            transition: 'opacity 150ms',
          }}
        >
          {list.data
            ? list.data.data.map((item, index) => (
                <li key={item.id}>
                  <ComingSoonRow item={item} priority={index < 3} />
                </li>
              ))
            : Array.from({ length: 5 }, (_, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: skeletons have no identity
                <li key={index}>
                  <ComingSoonRowSkeleton />
                </li>
              ))}
        </Box>
      )}
      <ListPageNumbers lastPage={lastPage} page={page} onChange={setPage} />
    </Container>
  );
}
