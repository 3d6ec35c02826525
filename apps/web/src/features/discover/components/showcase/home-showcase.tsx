import Box from '@mui/material/Box';
import { Suspense } from 'react';
import { retryableLazy } from '../../../../lib/retryable-lazy.ts';
import { SLIDESHOW_PLACEHOLDER_BACKGROUND, slideshowFrameSx } from './slideshow-frame.ts';

// Everything of the showcase is its own chunk, so the home page's first load stays within its
// budget (bench/web-bundle-size.ts): this file adds about 1 kB to it. Starting the slideshow's
// request here instead of in the chunk would pull react-query's observer code into the first
// load (+3 kB), so the request waits for the chunk.
const ShowcaseContent = retryableLazy(() =>
  import('./showcase-content.tsx').then((module) => ({ default: module.ShowcaseContent })),
);

/** `/` without filters: the featured-titles slideshow, then rows that each lead to a full listing. */
export function HomeShowcase() {
  return (
    <Suspense fallback={<ShowcasePlaceholder />}>
      <ShowcaseContent />
    </Suspense>
  );
}

/** The slideshow's empty frame and room for the first row: nothing moves when the chunk arrives. */
function ShowcasePlaceholder() {
  return (
    <Box aria-busy>
      <Box sx={{ ...slideshowFrameSx, background: SLIDESHOW_PLACEHOLDER_BACKGROUND }} />
      <Box sx={{ minHeight: '60vh' }} />
    </Box>
  );
}
