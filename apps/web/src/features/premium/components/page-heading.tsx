import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** The premium pages' title and the sentence under it, sized like the other user pages. */
export function PageHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <>
      <Typography component="h1" variant="h2" sx={{ fontSize: { xs: '1.7rem', sm: '2.2rem' } }}>
        {title}
      </Typography>
      {children && (
        <Typography
          sx={{ color: 'text.secondary', mt: 1, mb: { xs: 3, sm: 4 }, maxWidth: 720, lineHeight: 2 }}
        >
          {children}
        </Typography>
      )}
    </>
  );
}
