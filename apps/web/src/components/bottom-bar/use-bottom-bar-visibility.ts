import { useEffect, useState } from 'react';
import { watchScrollInFrames } from '../../lib/scroll-frames.ts';
import { nextBottomBarVisibility } from './bottom-bar-visibility.ts';

/**
 * Follows the scroll direction, at most once per animation frame. `scrolled` turns true on the
 * first scroll, early enough to fetch the bar before it is due (at 100px).
 */
export function useBottomBarVisibility(): { visible: boolean; scrolled: boolean } {
  const [state, setState] = useState({ visible: false, scrolled: false });
  useEffect(() => {
    // Pages open at the top (ScrollToTop). Not read here: during a commit, reading the scroll
    // position forces the new page's layout into the commit's task.
    let previousY = 0;
    let visible = false;
    return watchScrollInFrames((y) => {
      visible = nextBottomBarVisibility(visible, previousY, y);
      previousY = y;
      setState((current) =>
        current.visible === visible && current.scrolled ? current : { visible, scrolled: true },
      );
    });
  }, []);
  return state;
}
