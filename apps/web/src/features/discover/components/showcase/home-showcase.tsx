import Box from '@mui/material/Box';
import { lazy, Suspense } from 'react';
import { Slideshow } from './slideshow.tsx';

// The rows (title cards, their ratings and the collection calls) are their own chunk: the first
// screen is the slideshow, and the cards' code is shared with the listing's chunk anyway.
const ShowcaseRows = lazy(() =>
  import('./showcase-rows.tsx').then((module) => ({ default: module.ShowcaseRows })),
);

/** `/` without filters: the featured-titles slideshow, then rows that each lead to a full listing. */
export function HomeShowcase() {
  return (
    <>
      <Slideshow />
      <Suspense fallback={<Box aria-hidden sx={{ minHeight: '100vh' }} />}>
        <ShowcaseRows />
      </Suspense>
    </>
  );
}
