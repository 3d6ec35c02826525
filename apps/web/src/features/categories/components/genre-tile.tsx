import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import type { Genre } from '@pardeh/contract';
import { Link } from 'react-router';
import { formatNumber } from '../../../lib/persian.ts';
import { genreHue, genreListingPath, genreTileBackground } from '../lib/genre-tile-style.ts';
import { categoriesMessages } from '../messages.ts';

/** A large, colourful tile: the genre's Persian name, its English name and how many titles it has. */
export function GenreTile({ genre, featured = false }: { genre: Genre; featured?: boolean }) {
  const hue = genreHue(genre.slug);
  return (
    <Box
      component={Link}
      to={genreListingPath(genre)}
      data-genre={genre.slug}
      sx={{
        position: 'relative',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'flex-end',
        minHeight: featured ? { xs: 150, sm: 210 } : { xs: 120, sm: 150 },
        p: { xs: 2, sm: 2.5 },
        borderRadius: 3,
        overflow: 'hidden',
        isolation: 'isolate',
        background: genreTileBackground(genre.slug),
        border: '1px solid',
        borderColor: `hsl(${hue} 60% 50% / 0.25)`,
        transition: 'transform 200ms, border-color 200ms, box-shadow 200ms',
        '&:hover': {
          transform: 'translateY(-3px)',
          borderColor: `hsl(${hue} 70% 60% / 0.6)`,
          boxShadow: `0 14px 30px hsl(${hue} 60% 20% / 0.45)`,
        },
        '&:focus-visible': { outline: '2px solid', outlineColor: 'secondary.main', outlineOffset: 3 },
      }}
    >
      {/* The English name, huge and faint, as texture behind the Persian one. */}
      <Box
        aria-hidden
        dir="ltr"
        sx={{
          position: 'absolute',
          insetInlineEnd: -8,
          top: 4,
          zIndex: -1,
          fontSize: featured ? { xs: '3.2rem', sm: '4.6rem' } : { xs: '2.4rem', sm: '3.2rem' },
          fontWeight: 700,
          lineHeight: 1,
          letterSpacing: '-0.03em',
          color: 'rgba(255,255,255,0.07)',
          whiteSpace: 'nowrap',
        }}
      >
        {genre.titleEn}
      </Box>
      <Box
        component="h2"
        sx={{ m: 0, fontSize: featured ? { xs: '1.45rem', sm: '1.9rem' } : '1.2rem', fontWeight: 700 }}
      >
        {genre.titleFa}
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 1, mt: 0.5 }}>
        <Box component="span" sx={{ fontSize: '0.85rem', color: 'rgba(255,255,255,0.78)' }}>
          {genre.titlesCount > 0
            ? categoriesMessages.count(formatNumber(genre.titlesCount))
            : categoriesMessages.empty}
        </Box>
        <Box
          component="span"
          dir="ltr"
          lang="en"
          sx={{ fontSize: '0.75rem', color: 'rgba(255,255,255,0.6)' }}
        >
          {genre.titleEn}
        </Box>
      </Box>
    </Box>
  );
}

export function GenreTileSkeleton({ featured = false }: { featured?: boolean }) {
  return (
    <Skeleton
      variant="rounded"
      aria-hidden
      sx={{ height: featured ? { xs: 150, sm: 210 } : { xs: 120, sm: 150 }, borderRadius: 3 }}
    />
  );
}
