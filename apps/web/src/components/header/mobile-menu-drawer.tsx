import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { messages } from '../../messages/index.ts';
import { useAuthStore } from '../../stores/auth-store.ts';
import { ADMIN_CONSOLE_PATH, AdminMenuEntryContent } from './admin-menu-entry.tsx';
import { Logo } from './logo.tsx';
import { MenuEntryContent, menuEntryLinkProps } from './menu-entry.tsx';
import { PremiumMenuStatus, premiumMenuTarget } from './premium-menu-status.tsx';
import { useMenuItems } from './use-menu-items.ts';

interface MobileMenuDrawerProps {
  open: boolean;
  onClose(): void;
}

/**
 * The side menu at 675px or narrower: a greeting with the premium status, the desktop items plus
 * history, notifications and logout.
 * Its own chunk, fetched when the menu button is first touched, so the first page load skips it.
 */
export default function MobileMenuDrawer({ open, onClose }: MobileMenuDrawerProps) {
  const { items, activeKey } = useMenuItems('mobile');
  const user = useAuthStore((state) => state.user);
  return (
    <Drawer
      id="mobile-menu"
      anchor="left"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: 'min(300px, 85vw)', bgcolor: '#111114' } } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1.5 }}>
        <Box onClick={onClose}>
          <Logo />
        </Box>
        <IconButton aria-label={messages.menu.close} onClick={onClose} color="inherit">
          <CloseIcon />
        </IconButton>
      </Box>
      <Box sx={{ mx: 2, mb: 1.5, p: 1.5, borderRadius: 2, bgcolor: 'rgba(255,255,255,0.04)' }}>
        <Typography sx={{ fontWeight: 700 }}>
          {user ? messages.menu.greeting(user.name) : messages.menu.guest}
        </Typography>
        {user ? (
          <ListItemButton
            component={Link}
            to={premiumMenuTarget(user.premium)}
            onClick={onClose}
            data-premium-status
            sx={{ mt: 1, mx: -1, px: 1, borderRadius: 2 }}
          >
            <PremiumMenuStatus premium={user.premium} />
          </ListItemButton>
        ) : (
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
            {messages.menu.guestHint}
          </Typography>
        )}
      </Box>
      <Divider />
      <Box component="nav" aria-label={messages.menu.main}>
        <List sx={{ py: 1 }}>
          {user?.isAdmin && (
            <Box component="li" sx={{ listStyle: 'none' }}>
              <ListItemButton
                component={Link}
                to={ADMIN_CONSOLE_PATH}
                onClick={onClose}
                data-menu-item="admin"
                sx={{ mx: 1, borderRadius: 2, color: 'secondary.light' }}
              >
                <AdminMenuEntryContent />
              </ListItemButton>
            </Box>
          )}
          {items.map((item) => (
            <Box component="li" key={item.key} sx={{ listStyle: 'none' }}>
              {item.key === 'history' && <Divider sx={{ my: 1 }} />}
              <ListItemButton
                {...menuEntryLinkProps(item, activeKey, onClose)}
                sx={{
                  mx: 1,
                  borderRadius: 2,
                  color: item.key === 'logout' ? 'error.light' : 'inherit',
                  '&.Mui-selected': { bgcolor: 'rgba(31, 191, 154, 0.14)', color: 'secondary.light' },
                }}
              >
                <MenuEntryContent item={item} />
              </ListItemButton>
            </Box>
          ))}
        </List>
      </Box>
    </Drawer>
  );
}
