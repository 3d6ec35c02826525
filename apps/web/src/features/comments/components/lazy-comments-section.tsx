import Box from '@mui/material/Box';
import { Suspense } from 'react';
import { FailureBoundary } from '../../../components/failure-boundary.tsx';
import { retryableLazy } from '../../../lib/retryable-lazy.ts';

const CommentsSection = retryableLazy(() =>
  import('./comments-section.tsx').then((module) => ({ default: module.CommentsSection })),
);

/** The comments section loads its code only when rendered, so it never weighs on the title page's first screen. */
export function LazyCommentsSection({ titleId }: { titleId: number }) {
  return (
    // Without its code (offline) the title page goes on without comments until the connection is back.
    <FailureBoundary>
      <Suspense fallback={<Box aria-hidden sx={{ minHeight: 160 }} />}>
        <CommentsSection titleId={titleId} />
      </Suspense>
    </FailureBoundary>
  );
}
