import AccountCircleOutlinedIcon from '@mui/icons-material/AccountCircleOutlined';
import Box from '@mui/material/Box';
import { Suspense, useRef, useState } from 'react';
import { retryableLazy } from '../../lib/retryable-lazy.ts';
import { messages } from '../../messages/index.ts';
import { useAuthStore } from '../../stores/auth-store.ts';
import { FailureBoundary } from '../failure-boundary.tsx';
import { iconButtonSx } from './icon-button-sx.ts';
import { NotificationDot } from './notification-dot.tsx';

const loadPopup = () => import('./account-menu-popup.tsx');
const AccountMenuPopup = retryableLazy(loadPopup);

/**
 * The signed-in user's account button on desktop, opening their pages and logout (the desktop
 * row has no room for them). The popup's code is fetched when a pointer first touches the button
 * (a failure there is left to the opening); without it (offline) the popup does not open, and the
 * next click tries again.
 */
export function AccountMenu() {
  const button = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  // How many times it was opened: each opening after a failed load of its code tries again.
  const [openings, setOpenings] = useState(0);
  const user = useAuthStore((state) => (state.status === 'authenticated' ? state.user : null));
  if (!user) return null;
  return (
    <>
      <Box
        component="button"
        type="button"
        ref={button}
        sx={iconButtonSx}
        aria-label={messages.menu.account}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? 'account-menu' : undefined}
        data-account-menu-button
        onPointerDown={() => loadPopup().catch(() => {})}
        onClick={() => {
          setOpenings((count) => count + 1);
          setOpen(true);
        }}
      >
        <NotificationDot show={user.newNotifications}>
          <AccountCircleOutlinedIcon />
        </NotificationDot>
      </Box>
      {openings > 0 && (
        <FailureBoundary resetKey={openings}>
          <Suspense fallback={null}>
            <AccountMenuPopup anchor={button.current} open={open} onClose={() => setOpen(false)} />
          </Suspense>
        </FailureBoundary>
      )}
    </>
  );
}
