import { useEffect, useState } from 'react';
import { watchScrollInFrames } from '../lib/scroll-frames.ts';

/**
 * Whether the page is scrolled more than `threshold` pixels down. Reads the scroll position only in
 * animation frames: read during a commit (as MUI's useScrollTrigger does on mount), it forces the
 * new page's whole layout into that task.
 */
export function useScrolledPast(threshold: number): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(
    // The first check covers a page that opens scrolled (the back button restores the position).
    () => watchScrollInFrames((scrollY) => setScrolled(scrollY > threshold), { atStart: true }),
    [threshold],
  );
  return scrolled;
}
