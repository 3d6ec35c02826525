import Box from '@mui/material/Box';
import type { TitleType } from '@pardeh/contract';
import { Link } from 'react-router';
import { watchlistMessages } from '../../../messages/watchlist.ts';
import { writeWatchlistParams } from '../lib/watchlist-params.ts';

const choices = [undefined, 'movie', 'series'] as const;

const chipSx = {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 40,
  px: 2,
  borderRadius: 5,
  fontSize: '0.9rem',
  color: 'text.secondary',
  border: '1px solid rgba(255,255,255,0.18)',
  textDecoration: 'none',
  '&:hover': { color: 'common.white', borderColor: 'common.white' },
  '&:focus-visible': { outline: '2px solid', outlineColor: 'secondary.light', outlineOffset: 2 },
  '&[aria-current="page"]': {
    color: 'secondary.contrastText',
    bgcolor: 'secondary.main',
    borderColor: 'secondary.main',
  },
} as const;

/** All, films or series: links, so each filter has its own address and the back button works. */
export function WatchlistFilter({ type }: { type: TitleType | undefined }) {
  return (
    <Box
      component="nav"
      aria-label={watchlistMessages.filterLabel}
      sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}
    >
      {choices.map((choice) => {
        const search = new URLSearchParams(writeWatchlistParams({ type: choice, page: 1 })).toString();
        return (
          <Box
            key={choice ?? 'all'}
            component={Link}
            to={{ search: search ? `?${search}` : '' }}
            aria-current={choice === type ? 'page' : undefined}
            data-watchlist-filter={choice ?? 'all'}
            sx={chipSx}
          >
            {watchlistMessages.filters[choice ?? 'all']}
          </Box>
        );
      })}
    </Box>
  );
}
