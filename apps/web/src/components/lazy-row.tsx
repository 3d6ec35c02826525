import Box from '@mui/material/Box';
import { type ReactNode, startTransition, useEffect, useRef, useState } from 'react';

/** Start loading a little before the row scrolls into view, so it is ready when it arrives. */
const ROOT_MARGIN = '300px 0px';

type Height = number | { xs: number; sm?: number; md?: number };

/**
 * Renders its content (a row, a section) only once it comes near the viewport: content below the
 * fold costs no request and no rendering until the visitor scrolls towards it, which keeps a
 * phone's first render short. Until then it holds the content's height.
 */
export function LazyRow({ children, minHeight }: { children: ReactNode; minHeight: Height }) {
  const anchor = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = anchor.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        // A transition: the row renders in short slices, not one task that blocks a scroll.
        if (entries.some((entry) => entry.isIntersecting)) startTransition(() => setNear(true));
      },
      { rootMargin: ROOT_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return (
    <Box ref={anchor} sx={{ minHeight: near ? undefined : minHeight }}>
      {near ? children : null}
    </Box>
  );
}
