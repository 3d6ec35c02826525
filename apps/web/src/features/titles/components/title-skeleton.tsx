import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';

/** The title page's shape while it loads: same poster box and heading positions, so nothing jumps. */
export function TitleSkeleton() {
  return (
    <Container maxWidth="lg" aria-busy="true" sx={{ pt: { xs: 10, md: 20 } }}>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: {
            xs: '120px minmax(0, 1fr)',
            sm: '200px minmax(0, 1fr)',
            md: '260px minmax(0, 1fr)',
          },
          columnGap: { xs: 2, md: 4 },
        }}
      >
        <Skeleton variant="rounded" sx={{ width: '100%', height: 'auto', aspectRatio: '2 / 3' }} />
        <Box sx={{ pt: { xs: 4, md: 10 } }}>
          <Skeleton width="70%" height={48} />
          <Skeleton width="40%" />
          <Skeleton width="55%" />
        </Box>
      </Box>
      <Skeleton variant="rounded" height={44} sx={{ mt: 3, maxWidth: 420 }} />
      <Skeleton width="30%" height={36} sx={{ mt: 6 }} />
      <Skeleton variant="rounded" height={96} />
    </Container>
  );
}
