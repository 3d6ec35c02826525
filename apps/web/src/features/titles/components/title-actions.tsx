import BookmarkAddOutlinedIcon from '@mui/icons-material/BookmarkAddOutlined';
import DownloadRoundedIcon from '@mui/icons-material/DownloadRounded';
import MovieOutlinedIcon from '@mui/icons-material/MovieOutlined';
import PhotoLibraryOutlinedIcon from '@mui/icons-material/PhotoLibraryOutlined';
import PlayArrowRoundedIcon from '@mui/icons-material/PlayArrowRounded';
import ThumbUpOutlinedIcon from '@mui/icons-material/ThumbUpOutlined';
import Box from '@mui/material/Box';
import type { TitleDetail } from '@pardeh/contract';
import { type ReactNode, Suspense } from 'react';
import { Link, useLocation } from 'react-router';
import { FailureBoundary } from '../../../components/failure-boundary.tsx';
import { RenderAfterPaint } from '../../../components/render-after-paint.tsx';
import { useCookie } from '../../../hooks/use-cookie.ts';
import { formatNumber } from '../../../lib/persian.ts';
import { retryableLazy } from '../../../lib/retryable-lazy.ts';
import { useAuthStore } from '../../../stores/auth-store.ts';
import { loginRedirectPath } from '../../auth/index.ts';
import { usePrefetchWatch } from '../../watch/index.ts';
import { bestFileFor } from '../lib/best-file.ts';
import { filesPath, screenshotsPath, titleWatchKey, trailerPath, watchPath } from '../lib/watch-links.ts';
import { titleMessages } from '../messages.ts';
import { actionSx, primarySx, upsideDown } from './action-styles.ts';
import { LibraryButton } from './library-button.tsx';

// The signed-in buttons (the viewer's state, the calls that change it) load after the first paint
// and only for signed-in visitors, so they add nothing to the page's first screen.
const TitleLibraryActions = retryableLazy(() => import('./title-library-actions.tsx'));

function ActionLink({
  to,
  icon,
  children,
  primary = false,
  onIntent,
}: {
  to: string;
  icon: ReactNode;
  children: ReactNode;
  primary?: boolean;
  /** The viewer is about to follow the link (hover, focus, touch): a chance to fetch ahead. */
  onIntent?(): void;
}) {
  return (
    <Box
      component={Link}
      to={to}
      onPointerEnter={onIntent}
      onFocus={onIntent}
      onTouchStart={onIntent}
      sx={primary ? primarySx : actionSx}
    >
      {icon}
      {children}
    </Box>
  );
}

/**
 * Watchlist, like and dislike as a visitor sees them: with `signInPath` they lead to sign-in and
 * back; without it they are the signed-in buttons waiting for the viewer's state.
 */
function LibraryButtonsAsVisitor({ title, signInPath }: { title: TitleDetail; signInPath?: string }) {
  const hint = signInPath ? titleMessages.signInFirst : undefined;
  return (
    <>
      <LibraryButton
        kind="watchlist"
        icon={<BookmarkAddOutlinedIcon />}
        label={titleMessages.addToWatchlist}
        hint={hint}
        to={signInPath}
      />
      <LibraryButton
        kind="like"
        icon={<ThumbUpOutlinedIcon />}
        label={titleMessages.like}
        hint={hint ?? titleMessages.likesCount(formatNumber(title.likes))}
        count={title.likes}
        to={signInPath}
      />
      <LibraryButton
        kind="dislike"
        icon={<ThumbUpOutlinedIcon style={upsideDown} />}
        label={titleMessages.dislike}
        hint={hint ?? titleMessages.dislikesCount(formatNumber(title.dislikes))}
        count={title.dislikes}
        to={signInPath}
      />
    </>
  );
}

function LibraryButtons({ title }: { title: TitleDetail }) {
  const signedIn = useAuthStore((state) => state.status === 'authenticated');
  const { pathname, search } = useLocation();
  const referrer = useCookie('ref');
  if (!signedIn) {
    return (
      <LibraryButtonsAsVisitor
        title={title}
        signInPath={loginRedirectPath(`${pathname}${search}`, referrer)}
      />
    );
  }
  const waiting = <LibraryButtonsAsVisitor title={title} />;
  return (
    <RenderAfterPaint placeholder={waiting}>
      {/* Without its code (offline) the page goes on without the buttons until the connection is back. */}
      <FailureBoundary>
        <Suspense fallback={waiting}>
          <TitleLibraryActions title={title} />
        </Suspense>
      </FailureBoundary>
    </RenderAfterPaint>
  );
}

export function TitleActions({ title }: { title: TitleDetail }) {
  const hasPremium = useAuthStore(
    (state) => state.status === 'authenticated' && !!state.user?.premium.active,
  );
  const bestFile = bestFileFor(title.files.items, hasPremium);
  const prefetchWatch = usePrefetchWatch();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.25, mt: 3 }}>
      {bestFile && (
        <ActionLink
          to={watchPath(title, bestFile.id)}
          icon={<PlayArrowRoundedIcon />}
          primary
          onIntent={() => prefetchWatch(titleWatchKey(title), bestFile.id)}
        >
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
      <LibraryButtons title={title} />
    </Box>
  );
}
