import Box from '@mui/material/Box';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { MobileBottomBar } from '../components/bottom-bar/mobile-bottom-bar.tsx';
import { FailureBoundary } from '../components/failure-boundary.tsx';
import { NavigationProgress } from '../components/layout/navigation-progress.tsx';
import { ScrollToTop } from '../components/layout/scroll-to-top.tsx';
import { RenderAfterPaint } from '../components/render-after-paint.tsx';
import { RouteErrorBoundary } from '../components/route-error-boundary.tsx';
import { HEADER_HEIGHT } from '../config/layout.ts';
import { useIsMobile } from '../hooks/use-is-mobile.ts';
import { retryableLazy } from '../lib/retryable-lazy.ts';
import { useAuthStore } from '../stores/auth-store.ts';
import { SiteHeader } from './site-header.tsx';

// Always below the first screen: its code loads after the page has painted.
const Footer = retryableLazy(() =>
  import('../components/layout/footer.tsx').then((module) => ({ default: module.Footer })),
);
// Signed-in users only, after the first paint: "who is watching?" once after a sign-in (#34).
const ProfileGate = retryableLazy(() =>
  import('../features/profiles/index.ts').then((module) => ({ default: module.ProfileGate })),
);
// Signed-in users only, after the first paint: new notifications as they come (one stream per browser).
const LiveNotifications = retryableLazy(() =>
  import('../features/notifications/index.ts').then((module) => ({ default: module.LiveNotifications })),
);

/**
 * The bottom bar at the phone width. Its own component: the width is known only once a
 * server-rendered page has hydrated, and that change re-renders (synchronously) only this.
 */
function BottomBarOnPhones() {
  return useIsMobile() ? <MobileBottomBar /> : null;
}

/**
 * The frame of every page: header, the page, footer, on mobile the bottom bar, and for signed-in
 * users the stream of new notifications. A page that fails (its code or data did not arrive, or
 * it broke) gives way to the error page inside `main`; a lazily loaded part of the frame whose
 * code did not arrive is left out and tried again once the browser is back online: the frame
 * itself always stays.
 */
export function RootLayout() {
  const signedInUserId = useAuthStore((state) =>
    state.status === 'authenticated' ? state.user?.id : undefined,
  );
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <NavigationProgress />
      <ScrollToTop />
      <SiteHeader />
      <Box component="main" id="main" sx={{ flexGrow: 1, pt: `${HEADER_HEIGHT}px` }}>
        <RouteErrorBoundary>
          <Outlet />
        </RouteErrorBoundary>
      </Box>
      <RenderAfterPaint placeholder={null}>
        <FailureBoundary>
          <Suspense fallback={null}>
            <Footer />
          </Suspense>
        </FailureBoundary>
      </RenderAfterPaint>
      <BottomBarOnPhones />
      {signedInUserId !== undefined && (
        // Keyed by user: another user gets a stream of their own; signing out ends it.
        <RenderAfterPaint key={signedInUserId} placeholder={null}>
          <FailureBoundary>
            <Suspense fallback={null}>
              <LiveNotifications />
              <ProfileGate />
            </Suspense>
          </FailureBoundary>
        </RenderAfterPaint>
      )}
    </Box>
  );
}
