import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { LibrarySummary } from '@pardeh/contract';
import { Link } from 'react-router';
import { formatNumber } from '../../../lib/persian.ts';
import { useIsKidsProfile } from '../../../stores/auth-store.ts';
import { useLibrarySummary } from '../api/get-library-summary.ts';
import { dashboardMessages } from '../messages.ts';

/** Each counter and the page that lists what it counts. */
const counters: { key: keyof LibrarySummary; to: string }[] = [
  { key: 'watchlist', to: '/user/watchlist' },
  { key: 'inProgress', to: '/user/history' },
  { key: 'watched', to: '/user/history' },
  { key: 'openRequests', to: '/user/new-request' },
  { key: 'unreadNotifications', to: '/user/notifications' },
];

/** The dashboard's counters, each a link to its page (a kids' profile files no requests). */
export function LibraryCounts() {
  const summary = useLibrarySummary();
  const kids = useIsKidsProfile();
  const shown = kids ? counters.filter(({ key }) => key !== 'openRequests') : counters;
  if (summary.isError) {
    return (
      <Typography role="alert" sx={{ color: 'text.secondary' }}>
        {dashboardMessages.countsError}
      </Typography>
    );
  }
  return (
    <Box
      component="ul"
      aria-busy={summary.isPending}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(5, minmax(0, 1fr))' },
        gap: 1.5,
        m: 0,
        p: 0,
        listStyle: 'none',
      }}
    >
      {shown.map(({ key, to }) => (
        <li key={key}>
          <Box
            component={Link}
            to={to}
            data-count={key}
            sx={{
              display: 'flex',
              flexDirection: 'column',
              gap: 0.5,
              p: 2,
              height: '100%',
              borderRadius: 3,
              bgcolor: 'rgba(255,255,255,0.04)',
              color: 'inherit',
              textDecoration: 'none',
              '&:hover': { bgcolor: 'rgba(255,255,255,0.08)' },
              '&:focus-visible': { outline: '2px solid', outlineColor: 'secondary.light' },
            }}
          >
            <Typography component="span" sx={{ fontSize: '1.8rem', fontWeight: 700, lineHeight: 1.2 }}>
              {summary.data ? formatNumber(summary.data[key]) : <Skeleton width="2ch" />}
            </Typography>
            <Typography component="span" sx={{ color: 'text.secondary' }}>
              {dashboardMessages.counts[key]}
            </Typography>
          </Box>
        </li>
      ))}
    </Box>
  );
}
