import ChevronLeftRoundedIcon from '@mui/icons-material/ChevronLeftRounded';
import ChevronRightRoundedIcon from '@mui/icons-material/ChevronRightRounded';
import CloseRoundedIcon from '@mui/icons-material/CloseRounded';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import type { Screenshot } from '@pardeh/contract';
import type { KeyboardEvent } from 'react';
import { formatNumber } from '../../../lib/persian.ts';
import { titleMessages } from '../messages.ts';

interface ScreenshotViewerProps {
  screenshots: Screenshot[];
  name: string;
  /** The open picture's position, or null when the viewer is closed. */
  index: number | null;
  onChange(index: number | null): void;
}

/**
 * Full-screen viewer. In this right-to-left page "next" sits on the left: ArrowLeft shows the next
 * picture, ArrowRight the previous one; Escape closes. It wraps around at both ends.
 */
export function ScreenshotViewer({ screenshots, name, index, onChange }: ScreenshotViewerProps) {
  const count = screenshots.length;
  const current = index === null ? undefined : screenshots[index];
  const step = (delta: number) => index !== null && onChange((index + delta + count) % count);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') step(1);
    else if (event.key === 'ArrowRight') step(-1);
  };
  const navSx = {
    position: 'absolute',
    top: '50%',
    transform: 'translateY(-50%)',
    bgcolor: 'rgba(0,0,0,0.55)',
    color: 'common.white',
    '&:hover': { bgcolor: 'rgba(0,0,0,0.8)' },
  } as const;
  return (
    <Dialog
      fullScreen
      open={current !== undefined}
      onClose={() => onChange(null)}
      onKeyDown={onKeyDown}
      aria-label={titleMessages.viewer}
      slotProps={{ paper: { sx: { bgcolor: 'rgba(0,0,0,0.96)' } } }}
    >
      {current && index !== null && (
        <Box
          data-screenshot-viewer
          sx={{ position: 'relative', flex: 1, display: 'grid', placeItems: 'center', p: { xs: 1, sm: 6 } }}
        >
          <Box
            component="img"
            src={current.url}
            alt={titleMessages.screenshotAlt(name, formatNumber(index + 1))}
            sx={{ maxWidth: '100%', maxHeight: 'calc(100vh - 96px)', objectFit: 'contain', borderRadius: 1 }}
          />
          <Box
            aria-live="polite"
            sx={{
              position: 'absolute',
              bottom: 16,
              insetInline: 0,
              textAlign: 'center',
              color: 'text.secondary',
            }}
          >
            {titleMessages.counter(formatNumber(index + 1), formatNumber(count))}
          </Box>
          <IconButton
            aria-label={titleMessages.close}
            onClick={() => onChange(null)}
            sx={{ ...navSx, top: 16, transform: 'none', insetInlineEnd: 16 }}
          >
            <CloseRoundedIcon />
          </IconButton>
          {count > 1 && (
            <>
              <IconButton
                aria-label={titleMessages.previous}
                onClick={() => step(-1)}
                sx={{ ...navSx, insetInlineStart: 16 }}
              >
                <ChevronRightRoundedIcon />
              </IconButton>
              <IconButton
                aria-label={titleMessages.next}
                onClick={() => step(1)}
                sx={{ ...navSx, insetInlineEnd: 16 }}
              >
                <ChevronLeftRoundedIcon />
              </IconButton>
            </>
          )}
        </Box>
      )}
    </Dialog>
  );
}
