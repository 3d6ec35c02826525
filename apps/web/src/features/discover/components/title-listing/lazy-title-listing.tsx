import Box from '@mui/material/Box';
import { Suspense } from 'react';
import { retryableLazy } from '../../../../lib/retryable-lazy.ts';
import type { ListingOnly } from './title-listing.tsx';

// The listing (cards, filter controls, pagination) is fetched only when shown, which keeps the
// home page's first load lean.
const TitleListing = retryableLazy(() =>
  import('./title-listing.tsx').then((module) => ({ default: module.TitleListing })),
);

/** While the listing's code loads: a calm, fixed-height space so the footer does not jump up. */
function ListingPlaceholder() {
  return <Box aria-busy sx={{ minHeight: '100vh' }} />;
}

export function LazyTitleListing({ only }: { only?: ListingOnly }) {
  return (
    <Suspense fallback={<ListingPlaceholder />}>
      <TitleListing only={only} />
    </Suspense>
  );
}
