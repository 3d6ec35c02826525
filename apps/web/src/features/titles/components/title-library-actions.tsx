import BookmarkAddedIcon from '@mui/icons-material/BookmarkAdded';
import BookmarkAddOutlinedIcon from '@mui/icons-material/BookmarkAddOutlined';
import ThumbUpIcon from '@mui/icons-material/ThumbUp';
import ThumbUpOutlinedIcon from '@mui/icons-material/ThumbUpOutlined';
import Box from '@mui/material/Box';
import type { LikeValue, TitleDetail } from '@pardeh/contract';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { formatNumber } from '../../../lib/persian.ts';
import { watchlistMessages } from '../../../messages/watchlist.ts';
import { useSetTitleLike, useSetWatchlistState, useTitleViewer } from '../../watchlist/index.ts';
import { titleMessages } from '../messages.ts';
import { upsideDown } from './action-styles.ts';
import { LibraryButton } from './library-button.tsx';

/**
 * The signed-in watchlist, like and dislike buttons: they show the viewer's state and fresh
 * counts once `GET /api/titles/{id}/viewer` answers, change at once when pressed and turn back,
 * with a Persian sentence, when the call fails. Loaded lazily by title-actions.tsx.
 */
export default function TitleLibraryActions({ title }: { title: TitleDetail }) {
  const state = useTitleViewer(title.id);
  const watchlist = useSetWatchlistState(title.id);
  const like = useSetTitleLike(title.id);
  const viewer = state.data?.viewer;
  const likes = state.data?.likes ?? title.likes;
  const dislikes = state.data?.dislikes ?? title.dislikes;
  // The last press's failure, in Persian; the next press clears it.
  const [error, setError] = useState<string | null>(null);
  // Without the state the buttons stay disabled; say why rather than leave them greyed out.
  const stateError = state.isError
    ? state.error instanceof ApiError
      ? state.error.message
      : watchlistMessages.stateFailed
    : null;
  const outcome = (fallback: string) => ({
    onSuccess: () => setError(null),
    onError: (cause: unknown) => setError(cause instanceof ApiError ? cause.message : fallback),
  });
  const toggleWatchlist = () => {
    if (viewer)
      watchlist.mutate(viewer.inWatchlist ? 'remove' : 'add', outcome(watchlistMessages.watchlistFailed));
  };
  const toggleLike = (value: LikeValue) => {
    if (viewer) like.mutate(viewer.like === value ? 0 : value, outcome(watchlistMessages.likeFailed));
  };
  return (
    <>
      <LibraryButton
        kind="watchlist"
        icon={viewer?.inWatchlist ? <BookmarkAddedIcon /> : <BookmarkAddOutlinedIcon />}
        label={titleMessages.addToWatchlist}
        hint={viewer?.inWatchlist ? titleMessages.inWatchlist : undefined}
        pressed={viewer?.inWatchlist}
        onClick={toggleWatchlist}
      />
      <LibraryButton
        kind="like"
        icon={viewer?.like === 1 ? <ThumbUpIcon /> : <ThumbUpOutlinedIcon />}
        label={titleMessages.like}
        hint={titleMessages.likesCount(formatNumber(likes))}
        count={likes}
        pressed={viewer && viewer.like === 1}
        onClick={() => toggleLike(1)}
      />
      <LibraryButton
        kind="dislike"
        icon={
          viewer?.like === -1 ? (
            <ThumbUpIcon style={upsideDown} />
          ) : (
            <ThumbUpOutlinedIcon style={upsideDown} />
          )
        }
        label={titleMessages.dislike}
        hint={titleMessages.dislikesCount(formatNumber(dislikes))}
        count={dislikes}
        pressed={viewer && viewer.like === -1}
        onClick={() => toggleLike(-1)}
      />
      {(error ?? stateError) && (
        <Box role="alert" sx={{ flexBasis: '100%', color: 'error.light', fontSize: '0.85rem' }}>
          {error ?? stateError}
        </Box>
      )}
    </>
  );
}
