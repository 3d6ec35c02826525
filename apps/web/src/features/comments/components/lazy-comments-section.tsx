import Box from '@mui/material/Box';
import { lazy, Suspense } from 'react';

const CommentsSection = lazy(() =>
  import('./comments-section.tsx').then((module) => ({ default: module.CommentsSection })),
);

/** The comments section loads its code only when rendered, so it never weighs on the title page's first screen. */
export function LazyCommentsSection({ titleId }: { titleId: number }) {
  return (
    <Suspense fallback={<Box aria-hidden sx={{ minHeight: 160 }} />}>
      <CommentsSection titleId={titleId} />
    </Suspense>
  );
}
