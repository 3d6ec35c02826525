import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A teal text link between the auth pages (register, forgot password, back to login). */
export function AuthLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Box
      component={Link}
      to={to}
      sx={{
        color: 'secondary.main',
        fontWeight: 500,
        borderRadius: 1,
        '&:hover': { color: 'secondary.light', textDecoration: 'underline' },
        '&:focus-visible': { outline: '2px solid', outlineColor: 'secondary.light', outlineOffset: 2 },
      }}
    >
      {children}
    </Box>
  );
}
