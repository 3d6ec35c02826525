import BookmarksRoundedIcon from '@mui/icons-material/BookmarksRounded';
import HistoryRoundedIcon from '@mui/icons-material/HistoryRounded';
import LockResetRoundedIcon from '@mui/icons-material/LockResetRounded';
import LogoutRoundedIcon from '@mui/icons-material/LogoutRounded';
import NotificationsRoundedIcon from '@mui/icons-material/NotificationsRounded';
import PostAddRoundedIcon from '@mui/icons-material/PostAddRounded';
import WorkspacePremiumRoundedIcon from '@mui/icons-material/WorkspacePremiumRounded';
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useIsKidsProfile } from '../../../stores/auth-store.ts';
import { dashboardMessages } from '../messages.ts';

const links: { to: string; label: string; icon: ReactNode }[] = [
  { to: '/user/watchlist', label: dashboardMessages.links.watchlist, icon: <BookmarksRoundedIcon /> },
  { to: '/user/history', label: dashboardMessages.links.history, icon: <HistoryRoundedIcon /> },
  {
    to: '/user/notifications',
    label: dashboardMessages.links.notifications,
    icon: <NotificationsRoundedIcon />,
  },
  { to: '/user/new-request', label: dashboardMessages.links.newRequest, icon: <PostAddRoundedIcon /> },
  { to: '/premium/plans', label: dashboardMessages.links.plans, icon: <WorkspacePremiumRoundedIcon /> },
  { to: '/user/edit-password', label: dashboardMessages.links.editPassword, icon: <LockResetRoundedIcon /> },
  { to: '/auth/logout', label: dashboardMessages.links.logout, icon: <LogoutRoundedIcon /> },
];

/** Every page of the signed-in user, one tap away (a kids' profile files no requests). */
export function UserLinks() {
  const kids = useIsKidsProfile();
  const shown = kids ? links.filter(({ to }) => to !== '/user/new-request') : links;
  return (
    <Box
      component="ul"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
        gap: 1,
        m: 0,
        p: 0,
        listStyle: 'none',
      }}
    >
      {shown.map(({ to, label, icon }) => (
        <li key={to}>
          <Box
            component={Link}
            to={to}
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 1.5,
              minHeight: 48,
              px: 2,
              borderRadius: 2,
              border: '1px solid',
              borderColor: 'divider',
              color: 'inherit',
              textDecoration: 'none',
              '& svg': { color: 'secondary.light' },
              '&:hover': { bgcolor: 'rgba(255,255,255,0.06)' },
              '&:focus-visible': { outline: '2px solid', outlineColor: 'secondary.light' },
            }}
          >
            {icon}
            {label}
          </Box>
        </li>
      ))}
    </Box>
  );
}
