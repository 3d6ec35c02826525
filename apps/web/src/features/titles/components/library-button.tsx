import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Hint } from '../../../components/hint/hint.tsx';
import { formatNumber } from '../../../lib/persian.ts';
import { actionSx } from './action-styles.ts';

interface LibraryButtonProps {
  icon: ReactNode;
  /** The accessible name; the hint repeats it unless `hint` says more. */
  label: string;
  hint?: string;
  /** Shown beside the icon in Persian digits (likes, dislikes). */
  count?: number;
  /** Signed out: a link to sign in that comes back here. */
  to?: string;
  /** Signed in: a toggle. Undefined `pressed` means its state has not arrived yet (disabled). */
  pressed?: boolean;
  onClick?: () => void;
  /** Which action it is, for tests and the signed-in component. */
  kind: 'watchlist' | 'like' | 'dislike';
}

const pressedSx = {
  borderColor: 'secondary.light',
  bgcolor: 'rgba(31,191,154,0.16)',
  color: 'secondary.light',
};

/** One of the title page's library actions (watchlist, like, dislike): a sign-in link or a toggle. */
export function LibraryButton({ icon, label, hint, count, to, pressed, onClick, kind }: LibraryButtonProps) {
  const content = (
    <>
      {icon}
      {count !== undefined && <span aria-hidden>{formatNumber(count)}</span>}
    </>
  );
  const sx = { ...actionSx, px: count === undefined ? 1.25 : 1.75, ...(pressed ? pressedSx : {}) };
  const name = count === undefined ? label : `${label} (${formatNumber(count)})`;
  if (to !== undefined) {
    return (
      <Hint text={hint ?? label}>
        <Box component={Link} to={to} aria-label={name} data-library-action={kind} sx={sx}>
          {content}
        </Box>
      </Hint>
    );
  }
  const waiting = pressed === undefined;
  return (
    <Hint text={hint ?? label}>
      <Box
        component="button"
        type="button"
        aria-label={name}
        aria-pressed={waiting ? undefined : pressed}
        aria-busy={waiting || undefined}
        disabled={waiting}
        onClick={onClick}
        data-library-action={kind}
        sx={{ ...sx, ...(waiting ? { opacity: 0.6, cursor: 'progress' } : {}) }}
      >
        {content}
      </Box>
    </Hint>
  );
}
