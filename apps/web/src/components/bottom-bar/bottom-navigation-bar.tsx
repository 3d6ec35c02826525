import BookmarkBorderIcon from '@mui/icons-material/BookmarkBorder';
import HomeOutlinedIcon from '@mui/icons-material/HomeOutlined';
import LiveTvOutlinedIcon from '@mui/icons-material/LiveTvOutlined';
import LoginIcon from '@mui/icons-material/Login';
import UpcomingOutlinedIcon from '@mui/icons-material/UpcomingOutlined';
import VideoLibraryOutlinedIcon from '@mui/icons-material/VideoLibraryOutlined';
import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import { Link, useLocation } from 'react-router';
import { BOTTOM_BAR_HEIGHT } from '../../config/layout.ts';
import { messages } from '../../messages/index.ts';
import { useAuthStore } from '../../stores/auth-store.ts';

/**
 * Quick links on mobile, slid in and out with a transform (never shifting the page). Its own chunk:
 * `MobileBottomBar` fetches it on the first scroll, since it cannot show before one.
 */
export default function BottomNavigationBar({ visible }: { visible: boolean }) {
  const { pathname } = useLocation();
  const signedIn = useAuthStore((state) => state.status === 'authenticated');
  const actions = [
    { to: '/', label: messages.menu.home, icon: <HomeOutlinedIcon /> },
    { to: '/tv', label: messages.menu.series, icon: <LiveTvOutlinedIcon /> },
    { to: '/comingsoon', label: messages.menu.comingSoon, icon: <UpcomingOutlinedIcon /> },
    signedIn
      ? { to: '/user/watchlist', label: messages.menu.watchlist, icon: <BookmarkBorderIcon /> }
      : { to: '/collections', label: messages.menu.collections, icon: <VideoLibraryOutlinedIcon /> },
    ...(signedIn ? [] : [{ to: '/auth/login', label: messages.menu.signIn, icon: <LoginIcon /> }]),
  ];
  const current = actions.find((action) => action.to === pathname)?.to ?? false;
  return (
    <BottomNavigation
      component="nav"
      aria-label={messages.menu.bottom}
      data-visible={visible}
      data-testid="bottom-bar"
      value={current}
      showLabels
      sx={{
        position: 'fixed',
        insetInline: 0,
        bottom: 0,
        zIndex: 'appBar',
        height: BOTTOM_BAR_HEIGHT,
        bgcolor: 'rgba(17, 17, 20, 0.94)',
        backdropFilter: 'blur(12px)',
        borderTop: '1px solid',
        borderColor: 'divider',
        transform: visible ? 'translateY(0)' : 'translateY(100%)',
        visibility: visible ? 'visible' : 'hidden',
        transition: 'transform 220ms ease, visibility 220ms',
        '& .Mui-selected': { color: 'secondary.main' },
      }}
    >
      {actions.map((action) => (
        <BottomNavigationAction
          key={action.to}
          component={Link}
          to={action.to}
          value={action.to}
          label={action.label}
          icon={action.icon}
          sx={{ minWidth: 0, px: 0.5, '& .MuiBottomNavigationAction-label': { fontSize: '0.7rem' } }}
        />
      ))}
    </BottomNavigation>
  );
}
