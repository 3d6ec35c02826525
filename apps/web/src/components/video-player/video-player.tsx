import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { type KeyboardEvent, useCallback, useEffect, useRef, useState } from 'react';
import { playerMessages } from '../../messages/player.ts';
import { LinkButton } from '../link-button.tsx';
import { PlayerControls } from './player-controls.tsx';
import { shortcutAction } from './player-shortcuts.ts';
import { usePlayerState } from './use-player-state.ts';
import { useVideoSource } from './use-video-source.ts';

export interface VideoPlayerProps {
  src: string;
  /** What is playing, for the player's accessible name. */
  label: string;
  poster?: string | null;
  autoPlay?: boolean;
  /** Hands the page the video element (null when it goes), e.g. to report or resume progress. */
  onVideoElement?(video: HTMLVideoElement | null): void;
}

const HIDE_CONTROLS_AFTER_MS = 2500;

/**
 * An HTML5 video player with Persian controls and keyboard shortcuts (see player-shortcuts.ts),
 * a remembered volume and HLS through hls.js where the browser needs it. The frame is 16:9 from
 * the first paint, so nothing moves when the video loads.
 */
export function VideoPlayer({ src, label, poster, autoPlay = false, onVideoElement }: VideoPlayerProps) {
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
      />
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
          visible={!state.playing || recentlyActive}
        />
      )}
    </Box>
  );
}
