import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { WatchTitle } from '@pardeh/contract';
import type { ReactNode } from 'react';
import { formatYear } from '../../../lib/persian.ts';

interface WatchLayoutProps {
  /** The player, or what shows in its place. */
  stage: ReactNode;
  heading: string;
  title: WatchTitle;
  children?: ReactNode;
}

/** The trailer and watch pages: the player edge to edge on a phone, then the heading and actions. */
export function WatchLayout({ stage, heading, title, children }: WatchLayoutProps) {
  return (
    <Container maxWidth="lg" sx={{ px: { xs: 0, sm: 3 }, py: { xs: 0, sm: 3 } }}>
      {stage}
      <Box sx={{ px: { xs: 2, sm: 0 }, mt: 2.5 }}>
        <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
          {heading}
        </Typography>
        <Typography sx={{ color: 'text.secondary', mt: 0.5 }}>
          <bdi lang="en" dir="ltr">
            {title.titleEn}
          </bdi>
          {title.year !== null && ` · ${formatYear(title.year)}`}
        </Typography>
        {children}
      </Box>
    </Container>
  );
}

/** The player's place while what it needs is on its way. */
export const StageSkeleton = () => (
  <Skeleton
    variant="rectangular"
    sx={{ width: '100%', height: 'auto', aspectRatio: '16 / 9', borderRadius: { xs: 0, sm: 3 } }}
  />
);

export function WatchSkeleton() {
  return (
    <Container maxWidth="lg" sx={{ px: { xs: 0, sm: 3 }, py: { xs: 0, sm: 3 } }} aria-busy="true">
      <StageSkeleton />
      <Box sx={{ px: { xs: 2, sm: 0 }, mt: 2.5 }}>
        <Skeleton width="50%" height={36} />
        <Skeleton width="30%" />
      </Box>
    </Container>
  );
}
