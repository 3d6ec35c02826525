import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import type { ComingSoonItem } from '@pardeh/contract';
import { Link } from 'react-router';
import { PosterImage } from '../../../../components/poster-image/poster-image.tsx';
import { ImdbBadge } from '../../../../components/ratings/imdb-badge.tsx';
import { formatNumber, formatYear } from '../../../../lib/persian.ts';
import { daysUntil, jalaliDateParts } from '../../lib/expected-date.ts';
import { comingSoonMessages } from '../../messages/coming-soon.ts';

const ITEM_COLUMNS = { xs: '72px 1fr', sm: '96px 92px 1fr' };

/** One title on its way: a calendar leaf with the Jalali date, the poster, names, genres and rating. */
export function ComingSoonRow({ item, priority = false }: { item: ComingSoonItem; priority?: boolean }) {
  const name = item.titleFa ?? item.titleEn;
  const date = jalaliDateParts(item.expectedReleaseDate);
  const days = daysUntil(item.expectedReleaseDate);
  return (
    <Box
      component={Link}
      to={item.path}
      data-title-card={item.id}
      sx={{
        display: 'grid',
        gridTemplateColumns: ITEM_COLUMNS,
        alignItems: 'center',
        gap: { xs: 1.5, sm: 2.5 },
        p: { xs: 1.5, sm: 2 },
        borderRadius: 3,
        bgcolor: 'background.paper',
        border: '1px solid',
        borderColor: 'divider',
        transition: 'border-color 150ms, background-color 150ms',
        '&:hover': { borderColor: 'rgba(31,191,154,0.5)', bgcolor: '#18181c' },
        '&:hover h2': { color: 'secondary.light' },
        '&:focus-visible': { outline: '2px solid', outlineColor: 'secondary.main', outlineOffset: 3 },
      }}
    >
      <Box
        sx={{
          gridRow: { xs: '1 / span 2', sm: 'auto' },
          display: { xs: 'none', sm: 'flex' },
          flexDirection: 'column',
          alignItems: 'center',
          justifyContent: 'center',
          textAlign: 'center',
          minHeight: 96,
          borderRadius: 2,
          overflow: 'hidden',
          border: '1px solid rgba(31,191,154,0.35)',
          bgcolor: 'rgba(31,191,154,0.08)',
        }}
      >
        <CalendarLeaf date={date} />
      </Box>
      <PosterImage src={item.poster} title={name} seed={item.id} sizes="96px" priority={priority} />
      <Box sx={{ minWidth: 0 }}>
        <Box
          component="h2"
          sx={{ m: 0, fontSize: { xs: '1rem', sm: '1.15rem' }, fontWeight: 700, transition: 'color 150ms' }}
        >
          {name}
        </Box>
        {item.titleFa && (
          <Box
            dir="ltr"
            lang="en"
            sx={{ fontSize: '0.8rem', color: 'text.secondary', textAlign: 'end', width: 'fit-content' }}
          >
            {item.titleEn}
            {item.year !== null && ` (${formatYear(item.year)})`}
          </Box>
        )}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 1 }}>
          <Box
            component="span"
            sx={{
              px: 1,
              py: 0.25,
              borderRadius: 1,
              bgcolor: 'rgba(31,191,154,0.14)',
              color: 'secondary.light',
              fontSize: '0.8rem',
            }}
          >
            <Box component="time" dateTime={item.expectedReleaseDate ?? undefined}>
              {date?.full ?? comingSoonMessages.unknownDate}
            </Box>
            {days !== null &&
              days >= 0 &&
              ` · ${days === 0 ? comingSoonMessages.today : comingSoonMessages.daysLeft(formatNumber(days))}`}
          </Box>
          <ImdbBadge rating={item.rating} />
        </Box>
        {item.genres.length > 0 && (
          <Box sx={{ mt: 0.75, fontSize: '0.8rem', color: 'text.secondary' }}>
            {item.genres.map((genre) => genre.titleFa).join('، ')}
          </Box>
        )}
      </Box>
    </Box>
  );
}

function CalendarLeaf({ date }: { date: ReturnType<typeof jalaliDateParts> }) {
  if (!date) {
    return (
      <Box component="span" sx={{ fontSize: '0.8rem', color: 'text.secondary', px: 1 }}>
        {comingSoonMessages.unknownDate}
      </Box>
    );
  }
  return (
    <Box aria-hidden>
      <Box sx={{ fontSize: '1.9rem', fontWeight: 700, lineHeight: 1.1 }}>{date.day}</Box>
      <Box sx={{ fontSize: '0.85rem', color: 'secondary.light' }}>{date.month}</Box>
      <Box sx={{ fontSize: '0.75rem', color: 'text.secondary' }}>{date.year}</Box>
    </Box>
  );
}

export function ComingSoonRowSkeleton() {
  return <Skeleton variant="rounded" aria-hidden sx={{ height: { xs: 140, sm: 170 }, borderRadius: 3 }} />;
}
