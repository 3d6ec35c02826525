import Box from '@mui/material/Box';
import type { SubtitleStyle } from './player-storage.ts';
import { subtitleDirection } from './subtitle-tracks.ts';

interface SubtitleOverlayProps {
  lines: string[];
  language: string;
  /** The control bar is up: the cues move above it instead of under it. */
  raised: boolean;
  /** The viewer's size, background and position (remembered on the device). */
  look: SubtitleStyle;
}

const FONT_SIZES: Record<SubtitleStyle['size'], string> = {
  small: 'clamp(12px, 2.6cqw, 34px)',
  medium: 'clamp(14px, 3.4cqw, 44px)',
  large: 'clamp(17px, 4.4cqw, 56px)',
};
const BACKGROUNDS: Record<SubtitleStyle['background'], string> = {
  band: 'rgba(0, 0, 0, 0.72)',
  solid: '#000',
  none: 'transparent',
};

/**
 * The cues on screen, as the player draws them: white on a dark band so they read over any
 * picture, sized with the frame (`cqw`: the player is a size container), and in the track's
 * direction (right to left for Persian whatever a line starts with).
 */
export function SubtitleOverlay({ lines, language, raised, look }: SubtitleOverlayProps) {
  const high = look.position === 'high';
  return (
    <Box
      data-subtitle-cues
      lang={language}
      dir={subtitleDirection(language)}
      aria-live="off"
      sx={{
        position: 'absolute',
        insetInline: '5%',
        bottom: raised || high ? { xs: 72, sm: 96 } : '6%',
        transition: 'bottom 200ms',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: 0.25,
        pointerEvents: 'none',
        textAlign: 'center',
      }}
    >
      {lines.map((line, index) => (
        <Box
          // biome-ignore lint/suspicious/noArrayIndexKey: a cue's lines have no identity but their place.
          key={index}
          component="span"
          sx={{
            color: '#fff',
            bgcolor: BACKGROUNDS[look.background],
            px: '0.5em',
            borderRadius: 1,
            fontSize: FONT_SIZES[look.size],
            fontWeight: 500,
            lineHeight: 1.7,
            // Without a band, an outline keeps the letters readable over a bright picture.
            textShadow:
              look.background === 'none' ? '0 0 3px #000, 0 0 3px #000, 0 1px 2px #000' : '0 1px 2px #000',
            whiteSpace: 'pre-wrap',
            boxDecorationBreak: 'clone',
          }}
        >
          {line}
        </Box>
      ))}
    </Box>
  );
}
