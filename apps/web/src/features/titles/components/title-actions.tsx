import BookmarkAddOutlinedIcon from '@mui/icons-material/BookmarkAddOutlined';
import DownloadRoundedIcon from '@mui/icons-material/DownloadRounded';
import FavoriteBorderRoundedIcon from '@mui/icons-material/FavoriteBorderRounded';
import MovieOutlinedIcon from '@mui/icons-material/MovieOutlined';
import PhotoLibraryOutlinedIcon from '@mui/icons-material/PhotoLibraryOutlined';
import PlayArrowRoundedIcon from '@mui/icons-material/PlayArrowRounded';
import Box from '@mui/material/Box';
import type { TitleDetail } from '@pardeh/contract';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { Hint } from '../../../components/hint/hint.tsx';
import { getCookie } from '../../../lib/cookies.ts';
import { formatNumber } from '../../../lib/persian.ts';
import { titleMessages } from '../../../messages/title.ts';
import { useAuthStore } from '../../../stores/auth-store.ts';
import { loginRedirectPath } from '../../auth/index.ts';
import { filesPath, screenshotsPath, trailerPath, watchPath } from '../lib/watch-links.ts';

const actionSx = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: 1,
  minHeight: 44,
  px: 2.25,
  borderRadius: 2,
  fontSize: '0.95rem',
  fontWeight: 500,
  fontFamily: 'inherit',
  border: '1px solid rgba(255,255,255,0.22)',
  color: 'common.white',
  bgcolor: 'rgba(255,255,255,0.04)',
  cursor: 'pointer',
  transition: 'background-color 150ms, border-color 150ms',
  '&:hover': { borderColor: 'common.white', bgcolor: 'rgba(255,255,255,0.08)' },
  '&:focus-visible': { outline: '2px solid', outlineColor: 'secondary.light', outlineOffset: 2 },
  '& svg': { fontSize: 22 },
} as const;

const primarySx = {
  ...actionSx,
  border: 0,
  bgcolor: 'secondary.main',
  color: 'secondary.contrastText',
  '&:hover': { bgcolor: 'secondary.light' },
} as const;

function ActionLink({
  to,
  icon,
  children,
  primary = false,
}: {
  to: string;
  icon: ReactNode;
  children: ReactNode;
  primary?: boolean;
}) {
  return (
    <Box component={Link} to={to} sx={primary ? primarySx : actionSx}>
      {icon}
      {children}
    </Box>
  );
}

/**
 * Watchlist and like: signed out they lead to login and back; signed in they wait for the
 * library API (docs/ROADMAP), so they are shown disabled with «به‌زودی» rather than pretending.
 */
function LibraryAction({ icon, label }: { icon: ReactNode; label: string }) {
  const signedIn = useAuthStore((state) => state.status === 'authenticated');
  const { pathname, search } = useLocation();
  if (!signedIn) {
    return (
      <Hint text={titleMessages.signInFirst}>
        <Box
          component={Link}
          to={loginRedirectPath(`${pathname}${search}`, getCookie('ref'))}
          aria-label={label}
          data-library-action
          sx={{ ...actionSx, px: 1.25 }}
        >
          {icon}
        </Box>
      </Hint>
    );
  }
  return (
    // A disabled button gets no pointer events; the hint's wrapper gets them.
    <Hint text={titleMessages.soon}>
      <Box
        component="button"
        type="button"
        disabled
        aria-label={`${label} (${titleMessages.soon})`}
        data-library-action
        sx={{ ...actionSx, px: 1.25, opacity: 0.5, cursor: 'not-allowed', pointerEvents: 'none' }}
      >
        {icon}
      </Box>
    </Hint>
  );
}

export function TitleActions({ title }: { title: TitleDetail }) {
  const firstFile = title.files.items[0];
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.25, mt: 3 }}>
      {firstFile && (
        <ActionLink to={watchPath(title, firstFile.id)} icon={<PlayArrowRoundedIcon />} primary>
          {titleMessages.watch}
        </ActionLink>
      )}
      {title.trailer && (
        <ActionLink to={trailerPath(title)} icon={<MovieOutlinedIcon />}>
          {titleMessages.trailer}
        </ActionLink>
      )}
      {title.files.count > 0 && (
        <ActionLink to={filesPath(title.id)} icon={<DownloadRoundedIcon />}>
          {titleMessages.files}
        </ActionLink>
      )}
      {title.screenshotsCount > 0 && (
        <ActionLink to={screenshotsPath(title.id)} icon={<PhotoLibraryOutlinedIcon />}>
          {titleMessages.screenshots(formatNumber(title.screenshotsCount))}
        </ActionLink>
      )}
      <LibraryAction icon={<BookmarkAddOutlinedIcon />} label={titleMessages.addToWatchlist} />
      <LibraryAction icon={<FavoriteBorderRoundedIcon />} label={titleMessages.like} />
    </Box>
  );
}
