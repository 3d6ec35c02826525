import MenuIcon from '@mui/icons-material/Menu';
import Box from '@mui/material/Box';
import { Suspense, useState } from 'react';
import { retryableLazy } from '../../lib/retryable-lazy.ts';
import { messages } from '../../messages/index.ts';
import { useAuthStore } from '../../stores/auth-store.ts';
import { FailureBoundary } from '../failure-boundary.tsx';
import { iconButtonSx } from './icon-button-sx.ts';
import { NotificationDot } from './notification-dot.tsx';

const loadDrawer = () => import('./mobile-menu-drawer.tsx');
const MobileMenuDrawer = retryableLazy(loadDrawer);

/**
 * The hamburger button; the drawer's code is fetched as soon as a finger or pointer touches it
 * (a failure there is left to the opening). Without its code (offline) the drawer does not open,
 * and the next tap tries again.
 */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  // How many times it was opened: each opening after a failed load of its code tries again.
  const [openings, setOpenings] = useState(0);
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
        onPointerDown={() => loadDrawer().catch(() => {})}
        onClick={() => {
          setOpenings((count) => count + 1);
          setOpen(true);
        }}
      >
        <NotificationDot show={hasNewNotifications}>
          <MenuIcon />
        </NotificationDot>
      </Box>
      {openings > 0 && (
        <FailureBoundary resetKey={openings}>
          <Suspense fallback={null}>
            <MobileMenuDrawer open={open} onClose={() => setOpen(false)} />
          </Suspense>
        </FailureBoundary>
      )}
    </>
  );
}
