import MenuIcon from '@mui/icons-material/Menu';
import Box from '@mui/material/Box';
import { lazy, Suspense, useState } from 'react';
import { messages } from '../../messages/index.ts';
import { useAuthStore } from '../../stores/auth-store.ts';
import { iconButtonSx } from './icon-button-sx.ts';
import { NotificationDot } from './notification-dot.tsx';

const loadDrawer = () => import('./mobile-menu-drawer.tsx');
const MobileMenuDrawer = lazy(loadDrawer);

/** The hamburger button; the drawer's code is fetched as soon as a finger or pointer touches it. */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const hasNewNotifications = useAuthStore((state) => !!state.user?.newNotifications);
  return (
    <>
      <Box
        component="button"
        type="button"
        sx={iconButtonSx}
        aria-label={messages.menu.open}
        aria-expanded={open}
        aria-controls="mobile-menu"
        onPointerDown={() => void loadDrawer()}
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
      >
        <NotificationDot show={hasNewNotifications}>
          <MenuIcon />
        </NotificationDot>
      </Box>
      {mounted && (
        <Suspense fallback={null}>
          <MobileMenuDrawer open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
