import Box from '@mui/material/Box';
import { type ReactNode, useRef } from 'react';
import { useComesNear } from '../hooks/use-comes-near.ts';

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
  const near = useComesNear(() => anchor.current, { rootMargin: ROOT_MARGIN });
  return (
    <Box ref={anchor} sx={{ minHeight: near ? undefined : minHeight }}>
      {near ? children : null}
    </Box>
  );
}
