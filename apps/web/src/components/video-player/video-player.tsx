import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { WatchRendition, WatchSubtitle } from '@pardeh/contract';
import { type ReactNode, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { retryableLazy } from '../../lib/retryable-lazy.ts';
import { playerMessages } from '../../messages/player.ts';
import { LinkButton } from '../link-button.tsx';
import { GestureLayer } from './gesture-layer.tsx';
import { PlayerControls } from './player-controls.tsx';
import { keyBelongsToTarget, type PlayerAction, shortcutAction } from './player-shortcuts.ts';
import { readSubtitleStyle, type SubtitleStyle, writeSubtitleStyle } from './player-storage.ts';
import { SubtitleOverlay } from './subtitle-overlay.tsx';
import { type MediaSessionInfo, useMediaSession } from './use-media-session.ts';
import { usePlaybackSource } from './use-playback-source.ts';
import { usePlayerState } from './use-player-state.ts';
import { useRemotePlayback } from './use-remote-playback.ts';
import { type SubtitlePreferenceProps, useSubtitles } from './use-subtitles.ts';
import { useThumbnails } from './use-thumbnails.ts';
import { browserStorage } from './volume-storage.ts';

const ShortcutsDialog = retryableLazy(() => import('./shortcuts-dialog.tsx'));

export interface VideoPlayerProps extends SubtitlePreferenceProps {
  /** The address to play when there are no renditions (the trailer). */
  src?: string;
  /**
   * One version's files, lowest quality first (the watch answer's `renditions`): the quality
   * menu switches between them in place. Those without an address (premium) are left out.
   */
  renditions?: readonly WatchRendition[];
  /** What is playing, for the player's accessible name. */
  label: string;
  poster?: string | null;
  autoPlay?: boolean;
  /** WebVTT tracks to offer in the subtitle menu (none: no menu). */
  subtitles?: readonly WatchSubtitle[];
  /** WebVTT thumbnail track (`sheet.jpg#xywh=x,y,w,h` cues) for the seek bar's preview. */
  thumbnails?: string | null;
  /** Lock-screen and media-key metadata and previous/next (Media Session). */
  mediaSession?: MediaSessionInfo;
  /** The user's audio language (an HLS audio rendition's `lang`), when the page knows it. */
  preferredAudioLanguage?: string | null;
  onAudioLanguageChange?(language: string): void;
  /** Hands the page the video element (null when it goes), e.g. to report or resume progress. */
  onVideoElement?(video: HTMLVideoElement | null): void;
  /**
   * The page's layer over the picture (skip intro, up next…): inside the frame, so it shows in full
   * screen, above the video and the control bar, under the menus. The layer lets pointers through
   * to the picture; its direct children take them.
   */
  children?: ReactNode;
}

const HIDE_CONTROLS_AFTER_MS = 2500;
const NO_SUBTITLES: readonly WatchSubtitle[] = [];

const canPictureInPicture = () =>
  typeof document !== 'undefined' && document.pictureInPictureEnabled === true;

/**
 * An HTML5 video player with Persian controls: quality (a version's files, or an HLS ladder's
 * levels), speed, audio tracks, subtitles and their look, seek preview, picture-in-picture, remote
 * playback, Media Session, touch gestures and keyboard shortcuts that work anywhere on the page
 * (player-shortcuts.ts). The frame is 16:9 from the first paint, so nothing moves when the video
 * loads. Fatal errors dispatch `pardeh:fatalerror` (detail `{ code }`) on the video element.
 */
export function VideoPlayer({
  src,
  renditions,
  label,
  poster,
  autoPlay = false,
  subtitles = NO_SUBTITLES,
  thumbnails,
  mediaSession,
  preferredAudioLanguage,
  onAudioLanguageChange,
  preferredSubtitleLanguage,
  onSubtitleChoiceChange,
  onVideoElement,
  children,
}: VideoPlayerProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const direction = useTheme().direction;
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [recentlyActive, setRecentlyActive] = useState(true);
  const [shortcutsOpen, setShortcutsOpen] = useState(false);
  const [subtitleStyle, setSubtitleStyle] = useState(() => readSubtitleStyle(browserStorage()));
  const hideTimer = useRef<number | undefined>(undefined);
  const container = useCallback(() => containerRef.current, []);

  const onFatalError = useCallback((code: string) => {
    videoRef.current?.dispatchEvent(new CustomEvent('pardeh:fatalerror', { detail: { code } }));
    setFailed(true);
  }, []);
  const source = usePlaybackSource(videoRef, {
    src,
    renditions,
    attempt,
    onFatalError,
    preferredAudioLanguage,
    onAudioLanguageChange,
  });
  const { state, act, seekTo, setVolume, setSpeed } = usePlayerState(videoRef, containerRef);
  const captions = useSubtitles(videoRef, subtitles, { preferredSubtitleLanguage, onSubtitleChoiceChange });
  const preview = useThumbnails(thumbnails);
  const remote = useRemotePlayback(videoRef);
  useMediaSession(videoRef, mediaSession);
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

  const perform = useCallback(
    (action: PlayerAction) => {
      if (action.type === 'show-shortcuts') setShortcutsOpen(true);
      else if (action.type === 'toggle-subtitles') captions.toggle();
      else act(action);
    },
    [act, captions.toggle],
  );

  // Shortcuts work anywhere on the page while the player is on it, without a click first; a key
  // typed into a field, or pressing a focused button, stays theirs.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || keyBelongsToTarget(event.code, event.target)) return;
      const action = shortcutAction(event, direction);
      if (!action) return;
      // Space would otherwise scroll the page as well.
      event.preventDefault();
      wake();
      perform(action);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [direction, wake, perform]);

  const changeSubtitleStyle = useCallback((style: SubtitleStyle) => {
    setSubtitleStyle(style);
    writeSubtitleStyle(browserStorage(), style);
  }, []);

  const togglePictureInPicture = useCallback(() => {
    const video = videoRef.current;
    if (!video) return;
    if (document.pictureInPictureElement) void document.exitPictureInPicture().catch(() => undefined);
    else void video.requestPictureInPicture().catch(() => undefined);
  }, []);

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
        onError={() => onFatalError(`media-${videoRef.current?.error?.code ?? 0}`)}
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
      <GestureLayer act={act} wake={wake} />
      {shownSubtitle && captions.lines.length > 0 && (
        <SubtitleOverlay
          lines={captions.lines}
          language={shownSubtitle.language}
          raised={controlsVisible && !failed}
          look={subtitleStyle}
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
          subtitles={subtitles.length > 0 ? { ...captions, tracks: subtitles } : undefined}
          settings={{
            quality:
              source.qualities.length > 1
                ? {
                    options: source.qualities,
                    selected: source.quality,
                    playing: source.playing,
                    choose: source.chooseQuality,
                  }
                : undefined,
            speed: { rate: state.playbackRate, choose: setSpeed },
            audio:
              source.audioTracks.length > 1
                ? { options: source.audioTracks, selected: source.audioTrack, choose: source.chooseAudio }
                : undefined,
            subtitleStyle:
              subtitles.length > 0 ? { style: subtitleStyle, change: changeSubtitleStyle } : undefined,
          }}
          preview={preview}
          togglePictureInPicture={canPictureInPicture() ? togglePictureInPicture : undefined}
          promptRemote={remote.available ? remote.prompt : undefined}
          container={container}
        />
      )}
      {children && (
        <Box
          data-player-overlay
          data-controls-visible={controlsVisible}
          sx={{ position: 'absolute', inset: 0, pointerEvents: 'none', '& > *': { pointerEvents: 'auto' } }}
        >
          {children}
        </Box>
      )}
      {shortcutsOpen && (
        <Suspense fallback={null}>
          <ShortcutsDialog onClose={() => setShortcutsOpen(false)} container={container} />
        </Suspense>
      )}
    </Box>
  );
}
