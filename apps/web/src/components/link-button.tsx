import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

const variants = {
  contained: {
    bgcolor: 'secondary.main',
    color: 'secondary.contrastText',
    '&:hover': { bgcolor: 'secondary.light' },
  },
  outlined: {
    color: 'common.white',
    border: '1px solid rgba(255,255,255,0.3)',
    '&:hover': { borderColor: 'common.white', bgcolor: 'rgba(255,255,255,0.06)' },
  },
  text: { color: 'text.secondary', '&:hover': { color: 'common.white', bgcolor: 'rgba(255,255,255,0.06)' } },
} as const;

type LinkButtonProps = { variant?: keyof typeof variants; children: ReactNode } & (
  | { to: string; onClick?: never }
  | { to?: never; onClick(): void }
);

/**
 * A link (or, with `onClick`, a button) that looks like a large button. Plain CSS instead of
 * MUI's Button and its ripple machinery keeps it out of the first page's JavaScript.
 */
export function LinkButton({ to, onClick, variant = 'contained', children }: LinkButtonProps) {
  const target =
    to === undefined ? { component: 'button', type: 'button', onClick } : { component: Link, to };
  return (
    <Box
      {...target}
      sx={{
        border: 0,
        cursor: 'pointer',
        fontFamily: 'inherit',
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        minHeight: 44,
        px: 3.5,
        borderRadius: 2,
        fontSize: '0.95rem',
        fontWeight: 500,
        transition: 'background-color 150ms, border-color 150ms, color 150ms',
        '&:focus-visible': { outline: '2px solid', outlineColor: 'secondary.light', outlineOffset: 2 },
        ...variants[variant],
      }}
    >
      {children}
    </Box>
  );
}
