import AccountCircleOutlinedIcon from '@mui/icons-material/AccountCircleOutlined';
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { HEADER_HEIGHT } from '../../config/layout.ts';
import { MOBILE_MEDIA_QUERY, useIsMobile } from '../../hooks/use-is-mobile.ts';
import { useScrolledPast } from '../../hooks/use-scrolled-past.ts';
import { messages } from '../../messages/index.ts';
import { useAuthStore } from '../../stores/auth-store.ts';
import { AccountMenu } from './account-menu.tsx';
import { DesktopMenu } from './desktop-menu.tsx';
import { iconButtonSx } from './icon-button-sx.ts';
import { Logo } from './logo.tsx';
import { MobileMenu } from './mobile-menu.tsx';
import { NotificationDot } from './notification-dot.tsx';

/** The search the app puts in the header: shared code composes no feature, the app hands it in. */
export interface HeaderSearch {
  /** The header is in its search stage: the field replaces the menu. */
  open: boolean;
  /** The search field of the search stage. */
  field: ReactNode;
  /** The icon that switches the header to its search stage. */
  button: ReactNode;
}

/**
 * Fixed, translucent header over the content: a dark fade while the page is at the top, a blurred
 * solid bar once it scrolls. Desktop menu above 675px, hamburger and side menu at 675px or less.
 * The search icon switches the header to its search stage: the field replaces the menu.
 */
export function Header({ search }: { search: HeaderSearch }) {
  const isMobile = useIsMobile();
  const scrolled = useScrolledPast(8);
  return (
    <Box
      component="header"
      sx={{
        position: 'fixed',
        top: 0,
        insetInline: 0,
        zIndex: 'appBar',
        height: HEADER_HEIGHT,
        display: 'flex',
        alignItems: 'center',
        color: 'common.white',
        isolation: 'isolate',
        backgroundColor: scrolled ? 'rgba(11, 11, 13, 0.82)' : 'transparent',
        backdropFilter: scrolled ? 'saturate(160%) blur(14px)' : 'none',
        borderBottom: '1px solid',
        borderColor: scrolled ? 'divider' : 'transparent',
        transition: 'background-color 250ms, border-color 250ms',
        // At the top the bar is see-through; a long, soft fade behind it keeps the menu readable.
        '&::before': {
          content: '""',
          position: 'absolute',
          insetInline: 0,
          top: 0,
          height: HEADER_HEIGHT * 2,
          zIndex: -1,
          pointerEvents: 'none',
          background: 'linear-gradient(180deg, rgba(0,0,0,0.7) 0%, rgba(0,0,0,0.3) 50%, rgba(0,0,0,0) 100%)',
          opacity: scrolled ? 0 : 1,
          transition: 'opacity 250ms',
        },
      }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          width: 1,
          gap: { xs: 1, md: 3 },
          px: { xs: 1.5, sm: 3, lg: 5 },
        }}
      >
        {search.open ? (
          <>
            {!isMobile && <Logo />}
            {search.field}
          </>
        ) : isMobile === undefined ? (
          // Server-rendered and hydrating: the server knows no screen, so both bars are drawn and
          // CSS shows the one that fits; the first render after hydration keeps only that one.
          <>
            <OnlyAt mobile>
              <MobileBar search={search} />
            </OnlyAt>
            <OnlyAt mobile={false}>
              <DesktopBar search={search} />
            </OnlyAt>
          </>
        ) : isMobile ? (
          <MobileBar search={search} />
        ) : (
          <DesktopBar search={search} />
        )}
      </Box>
    </Box>
  );
}

function MobileBar({ search }: { search: HeaderSearch }) {
  return (
    <>
      <MobileMenu />
      <Logo />
      <Box sx={{ flexGrow: 1 }} />
      {search.button}
      <AccountButton />
    </>
  );
}

function DesktopBar({ search }: { search: HeaderSearch }) {
  return (
    <>
      <Logo />
      <DesktopMenu />
      <Box sx={{ flexGrow: 1 }} />
      {search.button}
      <AccountMenu />
    </>
  );
}

const mobileOnly = { display: 'none', [`@media ${MOBILE_MEDIA_QUERY}`]: { display: 'contents' } };
const desktopOnly = { display: 'contents', [`@media ${MOBILE_MEDIA_QUERY}`]: { display: 'none' } };

/** Its children only at the phone width (`mobile`) or only above it. */
function OnlyAt({ mobile, children }: { mobile: boolean; children: ReactNode }) {
  return <Box sx={mobile ? mobileOnly : desktopOnly}>{children}</Box>;
}

/** Mobile shortcut to the dashboard (with the notification dot) or to sign in. */
function AccountButton() {
  const user = useAuthStore((state) => state.user);
  const signedIn = useAuthStore((state) => state.status === 'authenticated') && !!user;
  return (
    <Box
      component={Link}
      to={signedIn ? '/user/dashboard' : '/auth/login'}
      sx={iconButtonSx}
      aria-label={signedIn ? messages.menu.dashboard : messages.menu.signIn}
    >
      <NotificationDot show={!!user?.newNotifications}>
        <AccountCircleOutlinedIcon />
      </NotificationDot>
    </Box>
  );
}
