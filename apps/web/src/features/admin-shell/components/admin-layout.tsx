import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import MenuRounded from '@mui/icons-material/MenuRounded';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { useTheme } from '@mui/material/styles';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type ReactNode, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { NavigationProgress } from '../../../components/layout/navigation-progress.tsx';
import { ScrollToTop } from '../../../components/layout/scroll-to-top.tsx';
import { adminMessages as text } from '../messages.ts';
import { adminNavItems, currentAdminNavItem } from './admin-nav-items.ts';

const NAV_WIDTH = 248;

function AdminNav({ onNavigate }: { onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const current = currentAdminNavItem(adminNavItems, pathname);
  return (
    <Box component="nav" aria-label={text.nav.label}>
      <List sx={{ py: 1 }}>
        {adminNavItems.map((item) => {
          const Icon = item.icon;
          const selected = item === current;
          return (
            <Box component="li" key={item.path} sx={{ listStyle: 'none' }}>
              <ListItemButton
                component={Link}
                to={item.path}
                selected={selected}
                aria-current={selected ? 'page' : undefined}
                onClick={onNavigate}
                sx={{
                  mx: 1,
                  borderRadius: 2,
                  '&.Mui-selected': { bgcolor: 'rgba(31, 191, 154, 0.14)', color: 'secondary.light' },
                  '&.Mui-selected .MuiListItemIcon-root': { color: 'secondary.light' },
                }}
              >
                <ListItemIcon sx={{ minWidth: 40 }}>
                  <Icon />
                </ListItemIcon>
                <ListItemText primary={item.label} />
              </ListItemButton>
            </Box>
          );
        })}
      </List>
    </Box>
  );
}

/**
 * The console's frame: a top bar with the way back to the site, the section list as a fixed side
 * column on wide screens and as a drawer behind the menu button on narrow ones, and the page.
 */
export function AdminLayout({ children }: { children: ReactNode }) {
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const [navOpen, setNavOpen] = useState(false);
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      <NavigationProgress />
      <ScrollToTop />
      <AppBar
        position="fixed"
        elevation={0}
        sx={{
          bgcolor: '#111114',
          borderBottom: '1px solid',
          borderColor: 'divider',
          width: { md: `calc(100% - ${NAV_WIDTH}px)` },
        }}
      >
        <Toolbar sx={{ gap: 1 }}>
          {!wide && (
            <IconButton
              color="inherit"
              edge="start"
              aria-label={text.openNav}
              aria-controls="admin-nav"
              aria-expanded={navOpen}
              onClick={() => setNavOpen(true)}
            >
              <MenuRounded />
            </IconButton>
          )}
          <Typography component="p" variant="h6" noWrap sx={{ flexGrow: 1 }}>
            {text.title}
          </Typography>
          <Button component={Link} to="/" color="inherit" endIcon={<ArrowBackRounded />}>
            {text.backToSite}
          </Button>
        </Toolbar>
      </AppBar>
      <Drawer
        id="admin-nav"
        variant={wide ? 'permanent' : 'temporary'}
        anchor="left"
        open={wide || navOpen}
        onClose={() => setNavOpen(false)}
        sx={{ width: { md: NAV_WIDTH }, flexShrink: 0 }}
        slotProps={{
          paper: {
            sx: { width: wide ? NAV_WIDTH : 'min(280px, 85vw)', bgcolor: '#111114', borderColor: 'divider' },
          },
        }}
      >
        <Toolbar sx={{ px: 2 }}>
          <Typography component="p" sx={{ fontWeight: 700, color: 'secondary.light' }}>
            {text.title}
          </Typography>
        </Toolbar>
        <AdminNav onNavigate={wide ? undefined : () => setNavOpen(false)} />
      </Drawer>
      <Box component="main" id="main" sx={{ flexGrow: 1, minWidth: 0 }}>
        <Toolbar />
        <Box sx={{ px: { xs: 2, sm: 3, lg: 4 }, py: { xs: 2.5, sm: 3.5 }, maxWidth: 1280, mx: 'auto' }}>
          {children}
        </Box>
      </Box>
    </Box>
  );
}
