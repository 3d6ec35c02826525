import { Suspense } from 'react';
import { retryableLazy } from '../../lib/retryable-lazy.ts';
import { FailureBoundary } from '../failure-boundary.tsx';
import { useBottomBarVisibility } from './use-bottom-bar-visibility.ts';

const BottomNavigationBar = retryableLazy(() => import('./bottom-navigation-bar.tsx'));

/**
 * The bottom bar on mobile: appears when scrolling down past 100px, hides when scrolling up. Its
 * code arrives with the first scroll; if it cannot (offline), the page goes on without it.
 */
export function MobileBottomBar() {
  const { visible, scrolled } = useBottomBarVisibility();
  if (!scrolled) return null;
  return (
    <FailureBoundary>
      <Suspense fallback={null}>
        <BottomNavigationBar visible={visible} />
      </Suspense>
    </FailureBoundary>
  );
}
