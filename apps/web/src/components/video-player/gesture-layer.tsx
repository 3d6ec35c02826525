import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { type PointerEvent, useRef, useState } from 'react';
import { toPersianDigits } from '../../lib/persian.ts';
import { playerMessages } from '../../messages/player.ts';
import { type PlayerAction, SEEK_STEP_SECONDS } from './player-shortcuts.ts';

/** Two taps closer than this are a double tap. */
const DOUBLE_TAP_MS = 300;

type Zone = 'left' | 'middle' | 'right';

interface GestureLayerProps {
  act(action: PlayerAction): void;
  /** A touch shows the controls (a tap on a phone never pauses by surprise). */
  wake(): void;
}

/**
 * The picture's pointer gestures. A click plays or pauses; a tap shows the controls. A double tap
 * or double click on a side third seeks 10 s: in a right-to-left page the seek bar runs from right
 * to left, so the left third goes forward and the right third back, as the arrow keys do; in a
 * left-to-right page the other way round. A double click in the middle toggles full screen. Mouse
 * double clicks undo their first click's play or pause. Keyboard and screen-reader users have
 * the same actions as buttons and keys, so the layer is hidden from them.
 */
export function GestureLayer({ act, wake }: GestureLayerProps) {
  const rtl = useTheme().direction === 'rtl';
  const last = useRef<{ at: number; zone: Zone } | null>(null);
  const [flash, setFlash] = useState<{ zone: Zone; key: number } | null>(null);

  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    const rect = event.currentTarget.getBoundingClientRect();
    const fraction = (event.clientX - rect.left) / rect.width;
    const zone: Zone = fraction < 1 / 3 ? 'left' : fraction > 2 / 3 ? 'right' : 'middle';
    const mouse = event.pointerType === 'mouse';
    const previous = last.current;
    const double =
      previous !== null && event.timeStamp - previous.at < DOUBLE_TAP_MS && previous.zone === zone;
    last.current = double ? null : { at: event.timeStamp, zone };
    if (!double) {
      if (mouse) act({ type: 'toggle-play' });
      else wake();
      return;
    }
    if (mouse) act({ type: 'toggle-play' });
    if (zone === 'middle') {
      if (mouse) act({ type: 'toggle-fullscreen' });
      return;
    }
    const forward = (zone === 'left') === rtl;
    act({ type: 'seek', seconds: forward ? SEEK_STEP_SECONDS : -SEEK_STEP_SECONDS });
    setFlash({ zone, key: event.timeStamp });
  };

  return (
    <Box
      data-gesture-layer
      aria-hidden
      onPointerUp={onPointerUp}
      sx={{ position: 'absolute', inset: 0, touchAction: 'manipulation', userSelect: 'none' }}
    >
      {flash && (
        <Box
          key={flash.key}
          data-seek-flash
          onAnimationEnd={() => setFlash(null)}
          style={flash.zone === 'left' ? { left: '8%' } : { right: '8%' }}
          sx={{
            position: 'absolute',
            top: '50%',
            translate: '0 -50%',
            px: 2,
            py: 1,
            borderRadius: 8,
            bgcolor: 'rgba(0,0,0,0.55)',
            color: '#fff',
            pointerEvents: 'none',
            animation: 'pardeh-seek-flash 600ms ease-out forwards',
            '@keyframes pardeh-seek-flash': { from: { opacity: 1 }, to: { opacity: 0 } },
          }}
        >
          {(flash.zone === 'left') === rtl
            ? `${playerMessages.seekForwardTap} (+${toPersianDigits(String(SEEK_STEP_SECONDS))})`
            : `${playerMessages.seekBackTap} (−${toPersianDigits(String(SEEK_STEP_SECONDS))})`}
        </Box>
      )}
    </Box>
  );
}
