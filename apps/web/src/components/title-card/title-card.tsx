import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import type { TitleResult } from '@pardeh/contract';
import { Link } from 'react-router';
import { formatYear } from '../../lib/persian.ts';
import { PosterImage } from '../poster-image/poster-image.tsx';
import { ImdbBadge } from '../ratings/imdb-badge.tsx';
import { RtMeter } from '../ratings/rt-meter.tsx';

const cardSizes = '(max-width: 600px) 45vw, (max-width: 1200px) 22vw, 200px';

const clampOneLine = { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' } as const;

/** A title in a grid or row: poster, Persian and English names, year and ratings; links to the title page. */
export function TitleCard({ title, priority = false }: { title: TitleResult; priority?: boolean }) {
  const name = title.titleFa ?? title.titleEn;
  return (
    <Box
      component={Link}
      to={title.path}
      data-title-card={title.id}
      sx={{
        display: 'block',
        minWidth: 0,
        borderRadius: 2,
        '&:focus-visible': { outline: '2px solid', outlineColor: 'secondary.main', outlineOffset: 3 },
        '&:hover .title-card-poster': {
          transform: 'translateY(-4px)',
          boxShadow: '0 12px 28px rgba(0,0,0,0.55)',
        },
        '&:hover .title-card-name': { color: 'secondary.main' },
      }}
    >
      <Box
        className="title-card-poster"
        sx={{ transition: 'transform 200ms, box-shadow 200ms', borderRadius: 1.5 }}
      >
        <PosterImage src={title.poster} title={name} seed={title.id} sizes={cardSizes} priority={priority} />
      </Box>
      <Box sx={{ pt: 1.25, px: 0.25 }}>
        <Box
          component="h3"
          className="title-card-name"
          sx={{
            m: 0,
            fontSize: '0.95rem',
            fontWeight: 700,
            lineHeight: 1.5,
            transition: 'color 150ms',
            ...clampOneLine,
          }}
        >
          {name}
        </Box>
        {title.titleFa && (
          <Box
            dir="ltr"
            sx={{
              fontSize: '0.78rem',
              color: 'text.secondary',
              textAlign: 'end',
              lineHeight: 1.5,
              ...clampOneLine,
            }}
          >
            {title.titleEn}
          </Box>
        )}
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            flexWrap: 'wrap',
            columnGap: 1.25,
            rowGap: 0.5,
            mt: 0.75,
          }}
        >
          {title.year !== null && (
            <Box component="span" sx={{ fontSize: '0.8rem', color: 'text.secondary' }}>
              {formatYear(title.year)}
            </Box>
          )}
          <ImdbBadge rating={title.rating} />
          <RtMeter rottenTomatoes={title.rottenTomatoes} />
        </Box>
      </Box>
    </Box>
  );
}

/** The card's shape while its data loads: same sizes, so nothing jumps when it arrives. */
export function TitleCardSkeleton() {
  return (
    <Box aria-hidden data-title-card-skeleton>
      <Skeleton
        variant="rounded"
        sx={{ width: 1, height: 'auto', aspectRatio: '2 / 3', borderRadius: 1.5 }}
      />
      <Skeleton variant="text" sx={{ mt: 1, width: '80%', fontSize: '0.95rem' }} />
      <Skeleton variant="text" sx={{ width: '55%', fontSize: '0.78rem' }} />
      <Skeleton variant="text" sx={{ width: '65%', fontSize: '0.8rem' }} />
    </Box>
  );
}
