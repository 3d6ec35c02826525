import SkipNextRoundedIcon from '@mui/icons-material/SkipNextRounded';
import Box from '@mui/material/Box';
import type { PlaybackMarker } from '@pardeh/contract';
import { watchMessages as text } from '../messages.ts';
import { overlayButtonSx } from './overlay-styles.ts';

const skipLabels = {
  intro: text.skipIntro,
  recap: text.skipRecap,
  credits: text.skipCredits,
} as const;

/** «رد کردن تیتراژ» and the like: seeks the video to the end of the marker it is inside. */
export function SkipMarkerButton({ marker, video }: { marker: PlaybackMarker; video: HTMLVideoElement }) {
  return (
    <Box
      component="button"
      type="button"
      data-skip-marker={marker.kind}
      onClick={() => {
        video.currentTime = Math.min(marker.end, video.duration || marker.end);
      }}
      sx={overlayButtonSx}
    >
      {skipLabels[marker.kind]}
      <SkipNextRoundedIcon aria-hidden sx={{ fontSize: 22, transform: 'scaleX(-1)' }} />
    </Box>
  );
}
