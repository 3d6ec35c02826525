import { lazy, Suspense } from 'react';
import { useBottomBarVisibility } from './use-bottom-bar-visibility.ts';

const BottomNavigationBar = lazy(() => import('./bottom-navigation-bar.tsx'));

/** The bottom bar on mobile: appears when scrolling down past 100px, hides when scrolling up. */
export function MobileBottomBar() {
  const { visible, scrolled } = useBottomBarVisibility();
  if (!scrolled) return null;
  return (
    <Suspense fallback={null}>
      <BottomNavigationBar visible={visible} />
    </Suspense>
  );
}
