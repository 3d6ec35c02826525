import Box from '@mui/material/Box';
import { formatNumber } from '../../../lib/persian.ts';
import { historyMessages as text } from '../messages.ts';

/** A thin bar of how much of a film or episode was watched (0–100). */
export function WatchedProgressBar({ percent }: { percent: number }) {
  const value = Math.max(0, Math.min(100, Math.round(percent)));
  return (
    <Box
      role="progressbar"
      aria-label={text.watchedShare}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      aria-valuetext={text.progress(formatNumber(value))}
      sx={{ height: 4, borderRadius: 2, bgcolor: 'rgba(255,255,255,0.2)', overflow: 'hidden' }}
    >
      <Box sx={{ width: `${value}%`, height: 1, bgcolor: 'secondary.main' }} />
    </Box>
  );
}
