import Box from '@mui/material/Box';
import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { MobileBottomBar } from '../components/bottom-bar/mobile-bottom-bar.tsx';
import { NavigationProgress } from '../components/layout/navigation-progress.tsx';
import { ScrollToTop } from '../components/layout/scroll-to-top.tsx';
import { RenderAfterPaint } from '../components/render-after-paint.tsx';
import { RouteErrorBoundary } from '../components/route-error-boundary.tsx';
import { HEADER_HEIGHT } from '../config/layout.ts';
import { useIsMobile } from '../hooks/use-is-mobile.ts';
import { useAuthStore } from '../stores/auth-store.ts';
import { SiteHeader } from './site-header.tsx';

// Always below the first screen: its code loads after the page has painted.
const Footer = lazy(() =>
  import('../components/layout/footer.tsx').then((module) => ({ default: module.Footer })),
);
// Signed-in users only, after the first paint: new notifications as they come (one stream per browser).
const LiveNotifications = lazy(() =>
  import('../features/notifications/index.ts').then((module) => ({ default: module.LiveNotifications })),
);

/**
 * The frame of every page: header, the page, footer, on mobile the bottom bar, and for signed-in
 * users the stream of new notifications.
 */
export function RootLayout() {
  const isMobile = useIsMobile();
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
        <Suspense fallback={null}>
          <Footer />
        </Suspense>
      </RenderAfterPaint>
      {isMobile && <MobileBottomBar />}
      {signedInUserId !== undefined && (
        // Keyed by user: another user gets a stream of their own; signing out ends it.
        <RenderAfterPaint key={signedInUserId} placeholder={null}>
          <Suspense fallback={null}>
            <LiveNotifications />
          </Suspense>
        </RenderAfterPaint>
      )}
    </Box>
  );
}
