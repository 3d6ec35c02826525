import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { Genre } from '@pardeh/contract';
import { Link } from 'react-router';
import { LoadFailure } from '../../../components/query-failure.tsx';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { useGenres } from '../api/get-genres.ts';
import { GenreTile, GenreTileSkeleton } from '../components/genre-tile.tsx';
import { genreListingPath, splitByContent } from '../lib/genre-tile-style.ts';
import { categoriesMessages } from '../messages.ts';

/** The largest genres get wide tiles at the top; the rest follow in a denser grid. */
const FEATURED_COUNT = 4;

const gridSx = {
  display: 'grid',
  gap: { xs: 1.5, sm: 2 },
  m: 0,
  p: 0,
  listStyle: 'none',
} as const;

/** `/categories`: every genre as a tile with its count, each leading to the filtered listing. */
export function CategoriesPage() {
  useDocumentTitle(categoriesMessages.title);
  const genres = useGenres();

  if (genres.isError) {
    return (
      <LoadFailure
        title={categoriesMessages.error}
        error={genres.error}
        retry={() => void genres.refetch()}
      />
    );
  }

  const { filled, empty } = splitByContent(genres.data ?? []);
  const featured = filled.slice(0, FEATURED_COUNT);
  const rest = filled.slice(FEATURED_COUNT);
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, sm: 5 } }}>
      <Typography component="h1" variant="h2" sx={{ fontSize: { xs: '1.7rem', sm: '2.2rem' } }}>
        {categoriesMessages.title}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mt: 1, mb: { xs: 3, sm: 4 } }}>
        {categoriesMessages.intro}
      </Typography>
      <Box
        component="ul"
        aria-busy={genres.isPending}
        sx={{
          ...gridSx,
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
        }}
      >
        {genres.isPending
          ? Array.from({ length: FEATURED_COUNT }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: skeletons have no identity
              <li key={index}>
                <GenreTileSkeleton featured />
              </li>
            ))
          : featured.map((genre) => (
              <li key={genre.id}>
                <GenreTile genre={genre} featured />
              </li>
            ))}
      </Box>
      <Box
        component="ul"
        sx={{
          ...gridSx,
          mt: { xs: 1.5, sm: 2 },
          gridTemplateColumns: {
            xs: 'repeat(2, minmax(0, 1fr))',
            sm: 'repeat(3, minmax(0, 1fr))',
            md: 'repeat(5, minmax(0, 1fr))',
          },
        }}
      >
        {genres.isPending
          ? Array.from({ length: 10 }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: skeletons have no identity
              <li key={index}>
                <GenreTileSkeleton />
              </li>
            ))
          : rest.map((genre) => (
              <li key={genre.id}>
                <GenreTile genre={genre} />
              </li>
            ))}
      </Box>
      {empty.length > 0 && (
        <Box component="section" aria-labelledby="more-genres" sx={{ mt: { xs: 4, sm: 5 } }}>
          <Typography id="more-genres" component="h2" variant="h5" sx={{ mb: 1.5 }}>
            {categoriesMessages.more}
          </Typography>
          <Box
            component="ul"
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, m: 0, p: 0, listStyle: 'none' }}
          >
            {empty.map((genre) => (
              <li key={genre.id}>
                <EmptyGenreChip genre={genre} />
              </li>
            ))}
          </Box>
        </Box>
      )}
    </Container>
  );
}

/** Genres the catalogue has no titles of yet: listed, but quietly. */
function EmptyGenreChip({ genre }: { genre: Genre }) {
  return (
    <Box
      component={Link}
      to={genreListingPath(genre)}
      sx={{
        display: 'inline-flex',
        minHeight: 36,
        alignItems: 'center',
        px: 1.75,
        borderRadius: 99,
        border: '1px solid',
        borderColor: 'divider',
        color: 'text.secondary',
        fontSize: '0.85rem',
        '&:hover': { color: 'text.primary', borderColor: 'rgba(255,255,255,0.3)' },
      }}
    >
      {genre.titleFa}
    </Box>
  );
}
