import Box from '@mui/material/Box';
import { lazy, Suspense } from 'react';
import { Slideshow } from './slideshow.tsx';

// The rows (title cards and their data) load after the slideshow, which is the first screen.
const ShowcaseRows = lazy(() =>
  import('./showcase-rows.tsx').then((module) => ({ default: module.ShowcaseRows })),
);

export function ShowcaseContent() {
  return (
    <>
      <Slideshow />
      <Suspense fallback={<Box aria-hidden sx={{ minHeight: '60vh' }} />}>
        <ShowcaseRows />
      </Suspense>
    </>
  );
}
