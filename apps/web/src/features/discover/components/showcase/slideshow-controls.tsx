import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import PauseRoundedIcon from '@mui/icons-material/PauseRounded';
import PlayArrowRoundedIcon from '@mui/icons-material/PlayArrowRounded';
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { formatNumber } from '../../../../lib/persian.ts';
import { showcaseMessages } from '../../messages/showcase.ts';

const text = showcaseMessages;

const roundButtonSx = {
  placeItems: 'center',
  width: 40,
  height: 40,
  p: 0,
  border: '1px solid rgba(255,255,255,0.25)',
  borderRadius: '50%',
  bgcolor: 'rgba(11,11,13,0.5)',
  color: 'common.white',
  cursor: 'pointer',
  transition: 'background-color 150ms, border-color 150ms',
  '&:hover': { bgcolor: 'rgba(255,255,255,0.12)', borderColor: 'common.white' },
  '&:focus-visible': { outline: '2px solid', outlineColor: 'secondary.light', outlineOffset: 2 },
} as const;

interface RoundButtonProps {
  label: string;
  onClick(): void;
  children: ReactNode;
  /** Phones swipe between slides, and the dots would not fit on one line beside the arrows. */
  hideOnPhones?: boolean;
}

function RoundButton({ label, onClick, children, hideOnPhones = false }: RoundButtonProps) {
  return (
    <Box
      component="button"
      type="button"
      aria-label={label}
      onClick={onClick}
      sx={{ ...roundButtonSx, display: hideOnPhones ? { xs: 'none', sm: 'grid' } : 'grid' }}
    >
      {children}
    </Box>
  );
}

interface SlideshowControlsProps {
  count: number;
  index: number;
  playing: boolean;
  canPlay: boolean;
  onStep(delta: number): void;
  onGoTo(index: number): void;
  onTogglePlaying(): void;
}

/**
 * Previous and next (the arrows point the way the page reads: next is on the left), a dot per
 * slide and the pause button; all real buttons with Persian labels.
 */
export function SlideshowControls({
  count,
  index,
  playing,
  canPlay,
  onStep,
  onGoTo,
  onTogglePlaying,
}: SlideshowControlsProps) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mt: { xs: 3, sm: 4 } }}>
      <RoundButton label={text.previous} onClick={() => onStep(-1)} hideOnPhones>
        <ChevronRightIcon />
      </RoundButton>
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap' }}>
        {Array.from({ length: count }, (_, dot) => (
          <Box
            // biome-ignore lint/suspicious/noArrayIndexKey: a dot is its position
            key={dot}
            component="button"
            type="button"
            aria-label={text.goToSlide(formatNumber(dot + 1))}
            aria-current={dot === index ? 'true' : undefined}
            onClick={() => onGoTo(dot)}
            sx={{
              display: 'grid',
              placeItems: 'center',
              width: 24,
              height: 24,
              p: 0,
              border: 0,
              bgcolor: 'transparent',
              cursor: 'pointer',
              '&::after': {
                content: '""',
                width: dot === index ? 22 : 8,
                height: 8,
                borderRadius: 4,
                bgcolor: dot === index ? 'secondary.main' : 'rgba(255,255,255,0.4)',
                transition: 'width 200ms, background-color 200ms',
              },
              '&:focus-visible': { outline: '2px solid', outlineColor: 'secondary.light', borderRadius: 1 },
            }}
          />
        ))}
      </Box>
      <RoundButton label={text.next} onClick={() => onStep(1)} hideOnPhones>
        <ChevronLeftIcon />
      </RoundButton>
      {canPlay && (
        <RoundButton label={playing ? text.pause : text.play} onClick={onTogglePlaying}>
          {playing ? <PauseRoundedIcon /> : <PlayArrowRoundedIcon />}
        </RoundButton>
      )}
    </Box>
  );
}
