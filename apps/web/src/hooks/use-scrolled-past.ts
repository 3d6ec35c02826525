import { useEffect, useState } from 'react';

/**
 * Whether the page is scrolled more than `threshold` pixels down. Reads the scroll position only in
 * animation frames, where the browser lays the page out anyway: read during a commit (as MUI's
 * useScrollTrigger does on mount), it forces the new page's whole layout into that task.
 */
export function useScrolledPast(threshold: number): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => {
      frame = 0;
      setScrolled(window.scrollY > threshold);
    };
    // The first check covers a page that opens scrolled (the back button restores the position).
    let frame = requestAnimationFrame(update);
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, [threshold]);
  return scrolled;
}
