import CloseRoundedIcon from '@mui/icons-material/CloseRounded';
import VideoLibraryOutlinedIcon from '@mui/icons-material/VideoLibraryOutlined';
import Box from '@mui/material/Box';
import type { WatchEpisode } from '@pardeh/contract';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { formatNumber } from '../../../lib/persian.ts';
import { episodeTitle } from '../lib/episode-name.ts';
import { watchMessages as text } from '../messages.ts';
import { overlayButtonSx, overlayPanelSx } from './overlay-styles.ts';

interface EpisodeListProps {
  episodes: readonly WatchEpisode[];
  current: WatchEpisode;
  /** An end card fills a phone's short player: the button steps aside there meanwhile. */
  makeRoom?: boolean;
}

/**
 * The «قسمت‌ها» button in the player and the panel it opens: the season's episodes, each a link
 * to its watch page, the playing one marked. Escape or the close button closes it and gives the
 * focus back to the button.
 */
export function EpisodeList({ episodes, current, makeRoom = false }: EpisodeListProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const headingId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const currentLink = useRef<HTMLAnchorElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const target = currentLink.current ?? closeButton.current;
    target?.scrollIntoView({ block: 'nearest' });
    target?.focus({ preventScroll: true });
  }, [open]);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  // Keys inside the panel are the panel's: the player's shortcuts (space, arrows) stay out of it.
  const onKeyDown = (event: KeyboardEvent) => {
    event.stopPropagation();
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
    }
  };

  return (
    <>
      <Box
        component="button"
        type="button"
        ref={button}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((was) => !was)}
        data-episode-list-button
        sx={{
          ...overlayButtonSx,
          position: 'absolute',
          top: { xs: 8, sm: 16 },
          insetInlineStart: { xs: 8, sm: 16 },
          minHeight: 40,
          px: 1.5,
          zIndex: 2,
          display: makeRoom && !open ? { xs: 'none', sm: 'inline-flex' } : 'inline-flex',
          transition: 'opacity 200ms',
          // It comes and goes with the player's control bar (its overlay layer says when).
          '[data-controls-visible="false"] > &:not([aria-expanded="true"]):not(:focus-visible)': {
            opacity: 0,
          },
        }}
      >
        <VideoLibraryOutlinedIcon aria-hidden sx={{ fontSize: 20 }} />
        {text.episodes}
      </Box>
      {open && (
        <Box
          id={panelId}
          role="dialog"
          aria-labelledby={headingId}
          onKeyDown={onKeyDown}
          data-episode-list
          sx={{
            ...overlayPanelSx,
            position: 'absolute',
            top: 0,
            bottom: 0,
            insetInlineStart: 0,
            width: { xs: '100%', sm: 380 },
            display: 'flex',
            flexDirection: 'column',
            zIndex: 3,
          }}
        >
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1 }}>
            <Box id={headingId} component="h2" sx={{ m: 0, flex: 1, fontSize: '1rem', fontWeight: 700 }}>
              {text.episodeList(formatNumber(current.seasonNumber))}
            </Box>
            <Box
              component="button"
              type="button"
              ref={closeButton}
              onClick={close}
              aria-label={text.closeEpisodeList}
              sx={{ ...overlayButtonSx, minHeight: 40, width: 40, px: 0, justifyContent: 'center' }}
            >
              <CloseRoundedIcon aria-hidden />
            </Box>
          </Box>
          <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 1, pt: 0, overflowY: 'auto', flex: 1 }}>
            {episodes.map((episode) => (
              <li key={episode.id}>
                <EpisodeRow
                  episode={episode}
                  playing={episode.id === current.id}
                  linkRef={episode.id === current.id ? currentLink : undefined}
                />
              </li>
            ))}
          </Box>
        </Box>
      )}
    </>
  );
}

const rowSx = {
  display: 'flex',
  flexDirection: 'column',
  gap: 0.25,
  px: 1.5,
  py: 1,
  borderRadius: 2,
  color: 'inherit',
  textDecoration: 'none',
} as const;

function EpisodeRow({
  episode,
  playing,
  linkRef,
}: {
  episode: WatchEpisode;
  playing: boolean;
  linkRef?: React.Ref<HTMLAnchorElement>;
}) {
  const name = (
    <Box component="span" dir="auto" className="auto-dir" sx={{ fontWeight: playing ? 700 : 500 }}>
      {episodeTitle(episode)}
    </Box>
  );
  if (episode.path === null) {
    return (
      <Box sx={{ ...rowSx, color: 'text.secondary' }} data-episode-number={episode.number}>
        {name}
        <Box component="span" sx={{ fontSize: '0.8rem' }}>
          {text.noFileYet}
        </Box>
      </Box>
    );
  }
  return (
    <Box
      component={Link}
      ref={linkRef}
      to={episode.path}
      aria-current={playing ? 'page' : undefined}
      data-episode-number={episode.number}
      sx={{
        ...rowSx,
        bgcolor: playing ? 'rgba(31,191,154,0.16)' : 'transparent',
        borderInlineStart: '3px solid',
        borderColor: playing ? 'secondary.main' : 'transparent',
        '&:hover': { bgcolor: 'rgba(255,255,255,0.08)' },
        '&:focus-visible': { outline: '2px solid', outlineColor: 'secondary.light', outlineOffset: -2 },
      }}
    >
      {name}
      {playing && (
        <Box component="span" sx={{ fontSize: '0.8rem', color: 'secondary.light' }}>
          {text.playingNow}
        </Box>
      )}
    </Box>
  );
}
