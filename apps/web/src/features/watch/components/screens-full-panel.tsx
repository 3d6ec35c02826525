import DevicesIcon from '@mui/icons-material/DevicesOther';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ScreensFull, StreamDevice } from '@pardeh/contract';
import { useId } from 'react';
import { useStopStreamSlot } from '../api/stop-stream-slot.ts';
import { playingSince } from '../lib/playing-since.ts';
import { watchMessages } from '../messages.ts';

interface ScreensFullPanelProps {
  full: ScreensFull;
  /** Claims a screen here again: after a play was stopped, or to check the list once more. */
  retry(): void;
}

/**
 * Shown in the player's 16:9 frame when every screen of the viewer's plan is playing: the server's
 * sentence and the devices playing, each with a button that stops it and then plays here.
 */
export function ScreensFullPanel({ full, retry }: ScreensFullPanelProps) {
  const headingId = useId();
  const stop = useStopStreamSlot();
  // A play already gone (404) frees its screen as well: claim either way.
  const stopThenPlay = (device: StreamDevice) => stop.mutate(device.id, { onSettled: retry });
  return (
    <Box
      component="section"
      data-screens-full
      aria-labelledby={headingId}
      sx={{
        width: '100%',
        minHeight: { xs: 320, sm: 0 },
        aspectRatio: { xs: 'auto', sm: '16 / 9' },
        borderRadius: { xs: 0, sm: 3 },
        display: 'grid',
        placeItems: 'center',
        bgcolor: '#0c0c0f',
        p: { xs: 2, sm: 3 },
        overflowY: 'auto',
      }}
    >
      <Box sx={{ maxWidth: 560, width: '100%' }}>
        <Box sx={{ textAlign: 'center' }}>
          <DevicesIcon sx={{ fontSize: 44, color: 'secondary.light' }} aria-hidden />
          <Typography id={headingId} component="h2" variant="h6" sx={{ mb: 1 }}>
            {watchMessages.screensFullTitle}
          </Typography>
          <Typography role="alert" sx={{ color: 'text.secondary', lineHeight: 1.9, mb: 2 }}>
            {full.message}
          </Typography>
        </Box>
        <Box
          component="ul"
          aria-label={watchMessages.devicesPlaying}
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}
        >
          {full.devices.map((device) => (
            <DeviceRow
              key={device.id}
              device={device}
              onStop={() => stopThenPlay(device)}
              busy={stop.isPending}
            />
          ))}
        </Box>
        <Box sx={{ textAlign: 'center', mt: 2 }}>
          <Button variant="text" color="secondary" onClick={retry} disabled={stop.isPending}>
            {watchMessages.checkAgain}
          </Button>
        </Box>
      </Box>
    </Box>
  );
}

function DeviceRow({ device, onStop, busy }: { device: StreamDevice; onStop(): void; busy: boolean }) {
  const labelId = useId();
  return (
    <Box
      component="li"
      data-stream-device
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 2,
        p: 1.5,
        borderRadius: 2,
        border: '1px solid rgba(255,255,255,0.14)',
        bgcolor: 'rgba(255,255,255,0.04)',
      }}
    >
      <Box id={labelId} sx={{ flex: 1, minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600 }}>{device.device}</Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
          {device.playing}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {playingSince(device.startedAt)}
        </Typography>
      </Box>
      <Button
        variant="outlined"
        color="secondary"
        onClick={onStop}
        disabled={busy}
        aria-describedby={labelId}
      >
        {watchMessages.stopPlaying}
      </Button>
    </Box>
  );
}
