import Box from '@mui/material/Box';
import type { TitleResult } from '@pardeh/contract';
import type { ReactNode } from 'react';
import { TitleCard, TitleCardSkeleton } from './title-card.tsx';

interface TitleGridProps {
  titles: readonly TitleResult[] | undefined;
  /** While true (or while `titles` is undefined) the grid shows skeleton cards. */
  loading?: boolean;
  skeletonCount?: number;
  /** How many leading posters load eagerly (the first row). */
  priorityCount?: number;
  label?: string;
  /** A control laid over each card's poster corner (e.g. the watchlist's remove button). */
  cardAction?: (title: TitleResult) => ReactNode;
}

/** Responsive grid of title cards: two columns on phones, up to six on wide screens. */
export function TitleGrid({
  titles,
  loading = false,
  skeletonCount = 12,
  priorityCount = 0,
  label,
  cardAction,
}: TitleGridProps) {
  const showSkeletons = loading || !titles;
  return (
    <Box
      component="ul"
      aria-label={label}
      aria-busy={showSkeletons}
      sx={{
        display: 'grid',
        gridTemplateColumns: {
          xs: 'repeat(2, minmax(0, 1fr))',
          sm: 'repeat(3, minmax(0, 1fr))',
          md: 'repeat(4, minmax(0, 1fr))',
          lg: 'repeat(6, minmax(0, 1fr))',
        },
        columnGap: { xs: 1.5, sm: 2.5 },
        rowGap: { xs: 3, sm: 4 },
        m: 0,
        p: 0,
        listStyle: 'none',
        '& > li': { position: 'relative' },
      }}
    >
      {showSkeletons
        ? Array.from({ length: skeletonCount }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: skeletons have no identity
            <li key={index}>
              <TitleCardSkeleton />
            </li>
          ))
        : titles.map((title, index) => (
            <li key={title.id}>
              {/* A grid is a page's list, right under its h1. */}
              <TitleCard title={title} priority={index < priorityCount} headingLevel={2} />
              {cardAction?.(title)}
            </li>
          ))}
    </Box>
  );
}
