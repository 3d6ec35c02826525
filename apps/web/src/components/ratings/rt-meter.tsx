import Box from '@mui/material/Box';
import type { TitleResult } from '@pardeh/contract';
import { formatNumber } from '../../lib/persian.ts';
import { listingMessages } from '../../messages/listing.ts';
import { RtStatusIcon } from './rt-status-icon.tsx';

/** The Tomatometer with its status icon; nothing when the meter is unknown. */
export function RtMeter({ rottenTomatoes }: { rottenTomatoes: TitleResult['rottenTomatoes'] }) {
  const { rtMeter, rtStatus } = rottenTomatoes;
  if (rtMeter === null) return null;
  const status = rtStatus ?? (rtMeter >= 60 ? 'fresh' : 'rotten');
  const meter = `${formatNumber(rtMeter)}٪`;
  return (
    <Box
      component="span"
      role="img"
      data-rt-meter={status}
      title={listingMessages.rtMeter(meter, listingMessages.rtStatus[status])}
      aria-label={listingMessages.rtMeter(meter, listingMessages.rtStatus[status])}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.5,
        fontSize: '0.8rem',
        fontWeight: 700,
        lineHeight: 1,
      }}
    >
      <RtStatusIcon status={status} />
      <span aria-hidden>{meter}</span>
    </Box>
  );
}
