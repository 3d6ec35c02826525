import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { messages } from '../../messages/index.ts';
import { useAuthStore } from '../../stores/auth-store.ts';
import { Logo } from './logo.tsx';
import { menuIcons } from './menu-icons.ts';
import { NotificationDot } from './notification-dot.tsx';
import { useMenuItems } from './use-menu-items.ts';

interface MobileMenuDrawerProps {
  open: boolean;
  onClose(): void;
}

/**
 * The side menu at 675px or narrower: the desktop items plus history, notifications and logout.
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
        {!user && (
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
            {messages.menu.guestHint}
          </Typography>
        )}
      </Box>
      <Divider />
      <Box component="nav" aria-label={messages.menu.main}>
        <List sx={{ py: 1 }}>
          {items.map(({ key, label, to, dot }) => {
            const Icon = menuIcons[key];
            return (
              <Box component="li" key={key} sx={{ listStyle: 'none' }}>
                {key === 'history' && <Divider sx={{ my: 1 }} />}
                <ListItemButton
                  component={Link}
                  to={to}
                  onClick={onClose}
                  selected={key === activeKey}
                  data-menu-item={key}
                  aria-current={key === activeKey ? 'page' : undefined}
                  sx={{
                    mx: 1,
                    borderRadius: 2,
                    color: key === 'logout' ? 'error.light' : 'inherit',
                    '&.Mui-selected': { bgcolor: 'rgba(31, 191, 154, 0.14)', color: 'secondary.light' },
                  }}
                >
                  <ListItemIcon sx={{ minWidth: 40, color: 'inherit' }}>
                    <Icon fontSize="small" />
                  </ListItemIcon>
                  <ListItemText primary={<NotificationDot show={!!dot}>{label}</NotificationDot>} />
                </ListItemButton>
              </Box>
            );
          })}
        </List>
      </Box>
    </Drawer>
  );
}
