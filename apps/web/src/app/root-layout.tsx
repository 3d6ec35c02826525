import Box from '@mui/material/Box';
import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { MobileBottomBar } from '../components/bottom-bar/mobile-bottom-bar.tsx';
import { Header } from '../components/header/header.tsx';
import { NavigationProgress } from '../components/layout/navigation-progress.tsx';
import { ScrollToTop } from '../components/layout/scroll-to-top.tsx';
import { RenderAfterPaint } from '../components/render-after-paint.tsx';
import { RouteErrorBoundary } from '../components/route-error-boundary.tsx';
import { HEADER_HEIGHT } from '../config/layout.ts';
import { useIsMobile } from '../hooks/use-is-mobile.ts';

// Always below the first screen: its code loads after the page has painted.
const Footer = lazy(() =>
  import('../components/layout/footer.tsx').then((module) => ({ default: module.Footer })),
);

/** The frame of every page: header, the page, footer, and on mobile the bottom bar. */
export function RootLayout() {
  const isMobile = useIsMobile();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <NavigationProgress />
      <ScrollToTop />
      <Header />
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
    </Box>
  );
}
