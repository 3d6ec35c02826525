import AirplayIcon from '@mui/icons-material/Airplay';
import Forward10Icon from '@mui/icons-material/Forward10';
import FullscreenIcon from '@mui/icons-material/Fullscreen';
import FullscreenExitIcon from '@mui/icons-material/FullscreenExit';
import PauseIcon from '@mui/icons-material/Pause';
import PictureInPictureAltIcon from '@mui/icons-material/PictureInPictureAlt';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import Replay10Icon from '@mui/icons-material/Replay10';
import VolumeOffIcon from '@mui/icons-material/VolumeOff';
import VolumeUpIcon from '@mui/icons-material/VolumeUp';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import type { WatchSubtitle } from '@pardeh/contract';
import { playerMessages } from '../../messages/player.ts';
import { formatPlaybackTime } from './media-source.ts';
import { type PlayerAction, SEEK_STEP_SECONDS } from './player-shortcuts.ts';
import { rangeSx, SeekBar } from './seek-bar.tsx';
import { SettingsMenu } from './settings-menu.tsx';
import type { PlayerSettings } from './settings-menu-popup.tsx';
import { SubtitleMenu } from './subtitle-menu.tsx';
import type { ThumbnailCue } from './thumbnail-track.ts';
import type { PlayerState } from './use-player-state.ts';
import type { SubtitlesState } from './use-subtitles.ts';

interface PlayerControlsProps {
  state: PlayerState;
  act(action: PlayerAction): void;
  seekTo(time: number): void;
  setVolume(volume: number): void;
  visible: boolean;
  /** The video's subtitle tracks and choice; the menu shows only when there are tracks. */
  subtitles?: SubtitlesState & { tracks: readonly WatchSubtitle[] };
  settings: PlayerSettings;
  preview: { load(): void; frameAt(time: number): ThumbnailCue | null };
  /** Present where the browser offers picture-in-picture. */
  togglePictureInPicture?(): void;
  /** Present while a remote playback device (Cast, AirPlay) is there. */
  promptRemote?(): void;
  /** The player's frame, for the menus to open inside (full screen included). */
  container(): HTMLElement | null;
}

// Phones get the essentials: the bar seeks by touch and the device's buttons set the volume.
const wideOnlySx = { color: 'inherit', display: { xs: 'none', sm: 'inline-flex' } } as const;

/** The control bar: every control a labelled native element, so screen readers and keys just work. */
export function PlayerControls({
  state,
  act,
  seekTo,
  setVolume,
  visible,
  subtitles,
  settings,
  preview,
  togglePictureInPicture,
  promptRemote,
  container,
}: PlayerControlsProps) {
  const { playing, currentTime, duration, volume, muted, fullscreen, pictureInPicture } = state;
  const shownVolume = muted ? 0 : volume;
  return (
    <Box
      data-player-controls
      sx={{
        position: 'absolute',
        insetInline: 0,
        bottom: 0,
        px: { xs: 1, sm: 2 },
        pb: { xs: 0.5, sm: 1 },
        pt: { xs: 2, sm: 4 },
        background: 'linear-gradient(0deg, rgba(0,0,0,0.85) 0%, rgba(0,0,0,0) 100%)',
        opacity: visible ? 1 : 0,
        transition: 'opacity 200ms',
        '&:focus-within': { opacity: 1 },
        color: 'common.white',
      }}
    >
      <SeekBar
        currentTime={currentTime}
        duration={duration}
        seekTo={seekTo}
        loadPreview={preview.load}
        frameAt={preview.frameAt}
      />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: { xs: 0, sm: 0.5 } }}>
        <IconButton
          aria-label={playing ? playerMessages.pause : playerMessages.play}
          onClick={() => act({ type: 'toggle-play' })}
          sx={{ color: 'inherit' }}
        >
          {playing ? <PauseIcon /> : <PlayArrowIcon />}
        </IconButton>
        <IconButton
          aria-label={playerMessages.back}
          onClick={() => act({ type: 'seek', seconds: -SEEK_STEP_SECONDS })}
          sx={wideOnlySx}
        >
          <Replay10Icon />
        </IconButton>
        <IconButton
          aria-label={playerMessages.forward}
          onClick={() => act({ type: 'seek', seconds: SEEK_STEP_SECONDS })}
          sx={wideOnlySx}
        >
          <Forward10Icon />
        </IconButton>
        <IconButton
          aria-label={muted ? playerMessages.unmute : playerMessages.mute}
          onClick={() => act({ type: 'toggle-mute' })}
          sx={{ color: 'inherit' }}
        >
          {muted || volume === 0 ? <VolumeOffIcon /> : <VolumeUpIcon />}
        </IconButton>
        <Box
          component="input"
          type="range"
          aria-label={playerMessages.volume}
          min={0}
          max={1}
          step={0.05}
          value={shownVolume}
          onChange={(event: React.ChangeEvent<HTMLInputElement>) => setVolume(Number(event.target.value))}
          sx={{ ...rangeSx, width: 88, display: { xs: 'none', sm: 'block' } }}
        />
        <Box
          component="span"
          dir="ltr"
          sx={{ mx: 1, fontSize: '0.85rem', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
        >
          {formatPlaybackTime(currentTime)} / {formatPlaybackTime(duration)}
        </Box>
        <Box sx={{ flex: 1 }} />
        {subtitles && (
          <SubtitleMenu
            subtitles={subtitles.tracks}
            selected={subtitles.selected}
            choose={subtitles.choose}
            container={container}
          />
        )}
        <SettingsMenu settings={settings} container={container} />
        {promptRemote && (
          <IconButton
            aria-label={playerMessages.remotePlayback}
            onClick={promptRemote}
            sx={{ color: 'inherit' }}
          >
            <AirplayIcon />
          </IconButton>
        )}
        {togglePictureInPicture && (
          <IconButton
            aria-label={
              pictureInPicture ? playerMessages.exitPictureInPicture : playerMessages.pictureInPicture
            }
            aria-pressed={pictureInPicture}
            onClick={togglePictureInPicture}
            sx={{ color: 'inherit' }}
          >
            <PictureInPictureAltIcon />
          </IconButton>
        )}
        <IconButton
          aria-label={fullscreen ? playerMessages.exitFullscreen : playerMessages.fullscreen}
          onClick={() => act({ type: 'toggle-fullscreen' })}
          sx={{ color: 'inherit' }}
        >
          {fullscreen ? <FullscreenExitIcon /> : <FullscreenIcon />}
        </IconButton>
      </Box>
    </Box>
  );
}
