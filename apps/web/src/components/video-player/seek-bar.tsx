import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { type PointerEvent, useState } from 'react';
import { playerMessages } from '../../messages/player.ts';
import { formatPlaybackTime } from './media-source.ts';
import type { ThumbnailCue } from './thumbnail-track.ts';

export const rangeSx = {
  appearance: 'none',
  background: 'transparent',
  cursor: 'pointer',
  height: 24,
  m: 0,
  accentColor: '#1fbf9a',
  '&::-webkit-slider-runnable-track': { height: 4, borderRadius: 2, bgcolor: 'rgba(255,255,255,0.3)' },
  '&::-webkit-slider-thumb': {
    appearance: 'none',
    width: 14,
    height: 14,
    mt: '-5px',
    borderRadius: '50%',
    bgcolor: 'secondary.main',
  },
  '&::-moz-range-track': { height: 4, borderRadius: 2, bgcolor: 'rgba(255,255,255,0.3)' },
  '&::-moz-range-progress': { height: 4, borderRadius: 2, bgcolor: 'secondary.main' },
  '&::-moz-range-thumb': { width: 14, height: 14, border: 0, borderRadius: '50%', bgcolor: 'secondary.main' },
  '&:focus-visible': { outline: '2px solid', outlineColor: 'secondary.light', outlineOffset: 2 },
} as const;

interface SeekBarProps {
  currentTime: number;
  duration: number;
  seekTo(time: number): void;
  /** Fetches the thumbnail track (first hover or touch). */
  loadPreview(): void;
  frameAt(time: number): ThumbnailCue | null;
}

const PREVIEW_WIDTH = 160;

/**
 * The seek bar, a native range (keys, touch and screen readers for free), with a preview above it
 * while a pointer hovers it or drags it: the frame at that time from the thumbnail track's sprite
 * sheet, and the time. The bar runs right to left in a right-to-left page, as Chromium mirrors it.
 */
export function SeekBar({ currentTime, duration, seekTo, loadPreview, frameAt }: SeekBarProps) {
  const rtl = useTheme().direction === 'rtl';
  const [hover, setHover] = useState<{ time: number; offset: number; width: number } | null>(null);
  const [dragging, setDragging] = useState(false);
  const progress = duration > 0 ? (currentTime / duration) * 100 : 0;

  const point = (event: PointerEvent<HTMLElement>) => {
    if (duration <= 0) return;
    const rect = event.currentTarget.getBoundingClientRect();
    const offset = Math.min(Math.max(event.clientX - rect.left, 0), rect.width);
    const fraction = rect.width > 0 ? offset / rect.width : 0;
    setHover({ time: (rtl ? 1 - fraction : fraction) * duration, offset, width: rect.width });
  };

  const shownTime = dragging ? currentTime : hover?.time;
  const shownOffset =
    dragging && hover
      ? (rtl ? 1 - currentTime / duration : currentTime / duration) * hover.width
      : (hover?.offset ?? 0);
  const frame = shownTime === undefined ? null : frameAt(shownTime);
  const scale = frame ? Math.min(1, PREVIEW_WIDTH / frame.width) : 1;
  const previewWidth = frame ? frame.width * scale : 72;
  // Kept inside the bar, so the preview never leaves the frame at either end.
  const left = hover ? Math.min(Math.max(shownOffset - previewWidth / 2, 0), hover.width - previewWidth) : 0;

  return (
    <Box
      sx={{ position: 'relative' }}
      onPointerEnter={(event) => {
        loadPreview();
        point(event);
      }}
      onPointerMove={point}
      onPointerDown={(event) => {
        loadPreview();
        point(event);
        setDragging(true);
      }}
      onPointerUp={() => setDragging(false)}
      onPointerCancel={() => setDragging(false)}
      onPointerLeave={() => {
        if (!dragging) setHover(null);
      }}
    >
      {hover && shownTime !== undefined && (
        <Box
          data-seek-preview
          aria-hidden
          // Physical `left` as an inline style: the page's right-to-left transform must not flip it.
          style={{ left, width: previewWidth }}
          sx={{
            position: 'absolute',
            bottom: 28,
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            gap: 0.5,
            pointerEvents: 'none',
          }}
        >
          {frame && (
            <Box
              data-seek-preview-frame
              // The sprite region at its own size, zoomed down when wider than the preview.
              style={{
                width: frame.width,
                height: frame.height,
                zoom: scale,
                backgroundImage: `url("${frame.image}")`,
                backgroundPosition: `-${frame.x}px -${frame.y}px`,
              }}
              sx={{
                borderRadius: 1,
                border: '2px solid #fff',
                bgcolor: '#000',
                backgroundRepeat: 'no-repeat',
              }}
            />
          )}
          <Box
            component="span"
            dir="ltr"
            sx={{ px: 0.75, borderRadius: 1, bgcolor: 'rgba(0,0,0,0.8)', fontSize: '0.8rem' }}
          >
            {formatPlaybackTime(shownTime)}
          </Box>
        </Box>
      )}
      <Box
        component="input"
        type="range"
        aria-label={playerMessages.seek}
        aria-valuetext={playerMessages.seekValue(
          formatPlaybackTime(currentTime),
          formatPlaybackTime(duration),
        )}
        min={0}
        max={duration || 0}
        step={0.1}
        value={Math.min(currentTime, duration || 0)}
        onChange={(event: React.ChangeEvent<HTMLInputElement>) => seekTo(Number(event.target.value))}
        sx={{
          ...rangeSx,
          width: '100%',
          display: 'block',
          // Chromium mirrors a right-to-left range track, gradient included, so "to right" fills
          // from the start of the bar whichever way the page runs.
          '&::-webkit-slider-runnable-track': {
            ...rangeSx['&::-webkit-slider-runnable-track'],
            background: `linear-gradient(to right, #1fbf9a ${progress}%, rgba(255,255,255,0.3) ${progress}%)`,
          },
        }}
      />
    </Box>
  );
}
