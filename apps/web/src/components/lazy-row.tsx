import Box from '@mui/material/Box';
import { type ReactNode, useRef } from 'react';
import { useComesNear } from '../hooks/use-comes-near.ts';

/** Start loading a little before the row scrolls into view, so it is ready when it arrives. */
const ROOT_MARGIN = '300px 0px';

type Height = number | { xs: number; sm?: number; md?: number };

/** `contain-intrinsic-size` for a height: `auto` keeps the real size once the content has rendered. */
const intrinsicSize = (height: Height) =>
  typeof height === 'number'
    ? `auto ${height}px`
    : Object.fromEntries(
        Object.entries(height).map(([breakpoint, value]) => [breakpoint, `auto ${value}px`]),
      );

/**
 * Renders its content (a row, a section) only once it comes near the viewport: content below the
 * fold costs no request and no rendering until the visitor scrolls towards it, which keeps a
 * phone's first render short. Until then it holds the content's height. Once rendered, the browser
 * still skips its layout and paint while it is off screen (`content-visibility: auto`): a row
 * rendered just below the fold is then not laid out, nor its text shaped, during the page load.
 */
export function LazyRow({ children, minHeight }: { children: ReactNode; minHeight: Height }) {
  const anchor = useRef<HTMLDivElement>(null);
  const near = useComesNear(() => anchor.current, { rootMargin: ROOT_MARGIN });
  return (
    <Box
      ref={anchor}
      sx={{
        minHeight: near ? undefined : minHeight,
        contentVisibility: 'auto',
        containIntrinsicSize: intrinsicSize(minHeight),
      }}
    >
      {near ? children : null}
    </Box>
  );
}
