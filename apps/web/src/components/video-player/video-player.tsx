import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { WatchSubtitle } from '@pardeh/contract';
import { type KeyboardEvent, useCallback, useEffect, useRef, useState } from 'react';
import { playerMessages } from '../../messages/player.ts';
import { LinkButton } from '../link-button.tsx';
import { PlayerControls } from './player-controls.tsx';
import { shortcutAction } from './player-shortcuts.ts';
import { SubtitleOverlay } from './subtitle-overlay.tsx';
import { usePlayerState } from './use-player-state.ts';
import { useSubtitles } from './use-subtitles.ts';
import { useVideoSource } from './use-video-source.ts';

export interface VideoPlayerProps {
  src: string;
  /** What is playing, for the player's accessible name. */
  label: string;
  poster?: string | null;
  autoPlay?: boolean;
  /** WebVTT tracks to offer in the subtitle menu (none: no menu). */
  subtitles?: readonly WatchSubtitle[];
  /** Hands the page the video element (null when it goes), e.g. to report or resume progress. */
  onVideoElement?(video: HTMLVideoElement | null): void;
}

const HIDE_CONTROLS_AFTER_MS = 2500;
const NO_SUBTITLES: readonly WatchSubtitle[] = [];

/**
 * An HTML5 video player with Persian controls and keyboard shortcuts (see player-shortcuts.ts),
 * a remembered volume and HLS through hls.js where the browser needs it. The frame is 16:9 from
 * the first paint, so nothing moves when the video loads.
 */
export function VideoPlayer({
  src,
  label,
  poster,
  autoPlay = false,
  subtitles = NO_SUBTITLES,
  onVideoElement,
}: VideoPlayerProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const direction = useTheme().direction;
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [recentlyActive, setRecentlyActive] = useState(true);
  const hideTimer = useRef<number | undefined>(undefined);
  const onFatalError = useCallback(() => setFailed(true), []);
  useVideoSource(videoRef, src, onFatalError, attempt);
  const { state, act, seekTo, setVolume } = usePlayerState(videoRef, containerRef);
  const captions = useSubtitles(videoRef, subtitles);
  const shownSubtitle = subtitles.find((subtitle) => subtitle.id === captions.selected);
  const controlsVisible = !state.playing || recentlyActive;

  const wake = useCallback(() => {
    setRecentlyActive(true);
    window.clearTimeout(hideTimer.current);
    hideTimer.current = window.setTimeout(() => setRecentlyActive(false), HIDE_CONTROLS_AFTER_MS);
  }, []);
  useEffect(() => () => window.clearTimeout(hideTimer.current), []);
  useEffect(() => {
    if (!onVideoElement) return;
    onVideoElement(videoRef.current);
    return () => onVideoElement(null);
  }, [onVideoElement]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const target = event.target as HTMLElement;
    // An open menu (subtitles) moves with the arrows and picks with space itself.
    if (event.defaultPrevented || target.closest('[role="menu"]')) return;
    // A focused slider moves itself with the arrows; a focused button presses itself with space.
    if (target instanceof HTMLInputElement && event.key.startsWith('Arrow')) return;
    if (target instanceof HTMLButtonElement && (event.key === ' ' || event.key === 'Enter')) return;
    const action = shortcutAction(event.key, direction);
    if (!action) return;
    event.preventDefault();
    wake();
    act(action);
  };

  const retry = () => {
    setFailed(false);
    setAttempt((count) => count + 1);
  };

  return (
    <Box
      ref={containerRef}
      role="region"
      aria-label={playerMessages.region(label)}
      aria-describedby="player-shortcuts"
      tabIndex={0}
      onKeyDown={onKeyDown}
      onPointerMove={wake}
      onFocus={wake}
      sx={{
        position: 'relative',
        width: '100%',
        aspectRatio: '16 / 9',
        bgcolor: '#000',
        borderRadius: { xs: 0, sm: 3 },
        overflow: 'hidden',
        outline: 'none',
        // The subtitles are sized by the frame's width (cqw), in and out of full screen.
        containerType: 'inline-size',
        '&:focus-visible': { boxShadow: '0 0 0 2px #1fbf9a' },
        '&:fullscreen': { borderRadius: 0 },
      }}
    >
      <Box
        component="video"
        ref={videoRef}
        data-video-player
        poster={poster ?? undefined}
        autoPlay={autoPlay}
        playsInline
        preload="metadata"
        onClick={() => act({ type: 'toggle-play' })}
        onError={() => setFailed(true)}
        sx={{ width: '100%', height: '100%', display: 'block', objectFit: 'contain' }}
      >
        {subtitles.map((subtitle) => (
          <track
            key={subtitle.id}
            kind="subtitles"
            src={subtitle.url}
            srcLang={subtitle.language}
            label={subtitle.label}
            data-subtitle-id={subtitle.id}
          />
        ))}
      </Box>
      {shownSubtitle && captions.lines.length > 0 && (
        <SubtitleOverlay
          lines={captions.lines}
          language={shownSubtitle.language}
          raised={controlsVisible && !failed}
        />
      )}
      <Box id="player-shortcuts" sx={{ display: 'none' }}>
        {playerMessages.shortcuts}
      </Box>
      {state.waiting && !failed && state.playing && (
        <Box
          role="status"
          aria-label={playerMessages.loading}
          sx={{
            position: 'absolute',
            inset: 0,
            display: 'grid',
            placeItems: 'center',
            pointerEvents: 'none',
          }}
        >
          <CircularProgress color="secondary" aria-hidden />
        </Box>
      )}
      {failed ? (
        <Box
          role="alert"
          sx={{
            position: 'absolute',
            inset: 0,
            display: 'grid',
            placeContent: 'center',
            gap: 2,
            textAlign: 'center',
            bgcolor: 'rgba(0,0,0,0.8)',
            p: 2,
          }}
        >
          <Typography>{playerMessages.error}</Typography>
          <Box>
            <LinkButton onClick={retry}>{playerMessages.retry}</LinkButton>
          </Box>
        </Box>
      ) : (
        <PlayerControls
          state={state}
          act={act}
          seekTo={seekTo}
          setVolume={setVolume}
          visible={controlsVisible}
          subtitles={
            subtitles.length > 0
              ? { ...captions, tracks: subtitles, container: () => containerRef.current }
              : undefined
          }
        />
      )}
    </Box>
  );
}
