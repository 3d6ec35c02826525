import Box from '@mui/material/Box';
import { Suspense } from 'react';
import { RenderAfterPaint } from '../../../../components/render-after-paint.tsx';
import { retryableLazy } from '../../../../lib/retryable-lazy.ts';
import { Slideshow } from './slideshow.tsx';

// The rows (title cards and their data) come after the slideshow, which is the first screen.
const ShowcaseRows = retryableLazy(() =>
  import('./showcase-rows.tsx').then((module) => ({ default: module.ShowcaseRows })),
);

const rowsPlaceholder = <Box aria-hidden sx={{ minHeight: '60vh' }} />;

export function ShowcaseContent() {
  return (
    <>
      <Slideshow />
      {/* The first row is in the server's HTML too; the rows below it render as the visitor nears. */}
      <RenderAfterPaint placeholder={rowsPlaceholder} onServer>
        <Suspense fallback={rowsPlaceholder}>
          <ShowcaseRows />
        </Suspense>
      </RenderAfterPaint>
    </>
  );
}
