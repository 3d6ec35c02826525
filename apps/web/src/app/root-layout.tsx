import Box from '@mui/material/Box';
import { Outlet } from 'react-router';
import { MobileBottomBar } from '../components/bottom-bar/mobile-bottom-bar.tsx';
import { Header } from '../components/header/header.tsx';
import { Footer } from '../components/layout/footer.tsx';
import { NavigationProgress } from '../components/layout/navigation-progress.tsx';
import { ScrollToTop } from '../components/layout/scroll-to-top.tsx';
import { HEADER_HEIGHT } from '../config/layout.ts';
import { useIsMobile } from '../hooks/use-is-mobile.ts';

/** The frame of every page: header, the page, footer, and on mobile the bottom bar. */
export function RootLayout() {
  const isMobile = useIsMobile();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <NavigationProgress />
      <ScrollToTop />
      <Header />
      <Box component="main" id="main" sx={{ flexGrow: 1, pt: `${HEADER_HEIGHT}px` }}>
        <Outlet />
      </Box>
      <Footer />
      {isMobile && <MobileBottomBar />}
    </Box>
  );
}
