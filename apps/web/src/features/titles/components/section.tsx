import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A titled block of the title page; the heading names the section for screen readers. */
export function Section({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ mt: { xs: 4, md: 6 } }}>
      <Typography
        id={id}
        component="h2"
        sx={{ fontSize: { xs: '1.15rem', md: '1.35rem' }, fontWeight: 700, mb: 2 }}
      >
        {heading}
      </Typography>
      {children}
    </Box>
  );
}
