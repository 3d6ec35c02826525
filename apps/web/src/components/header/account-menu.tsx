import AccountCircleOutlinedIcon from '@mui/icons-material/AccountCircleOutlined';
import Box from '@mui/material/Box';
import { lazy, Suspense, useRef, useState } from 'react';
import { messages } from '../../messages/index.ts';
import { useAuthStore } from '../../stores/auth-store.ts';
import { iconButtonSx } from './icon-button-sx.ts';
import { NotificationDot } from './notification-dot.tsx';

const loadPopup = () => import('./account-menu-popup.tsx');
const AccountMenuPopup = lazy(loadPopup);

/**
 * The signed-in user's account button on desktop, opening their pages and logout (the desktop
 * row has no room for them). The popup's code is fetched when a pointer first touches the button.
 */
export function AccountMenu() {
  const button = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
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
        onPointerDown={() => void loadPopup()}
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
      >
        <NotificationDot show={user.newNotifications}>
          <AccountCircleOutlinedIcon />
        </NotificationDot>
      </Box>
      {mounted && (
        <Suspense fallback={null}>
          <AccountMenuPopup anchor={button.current} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
