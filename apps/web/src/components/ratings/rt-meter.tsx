import type { TitleResult } from '@pardeh/contract';
import { formatNumber } from '../../lib/persian.ts';
import { listingMessages } from '../../messages/listing.ts';
import { RtStatusIcon } from './rt-status-icon.tsx';

/** The Tomatometer with its status icon; nothing when the meter is unknown (ratings.css). */
export function RtMeter({ rottenTomatoes }: { rottenTomatoes: TitleResult['rottenTomatoes'] }) {
  const { rtMeter, rtStatus } = rottenTomatoes;
  if (rtMeter === null) return null;
  const status = rtStatus ?? (rtMeter >= 60 ? 'fresh' : 'rotten');
  const meter = `${formatNumber(rtMeter)}٪`;
  return (
    <span
      className="rating-badge"
      role="img"
      data-rt-meter={status}
      title={listingMessages.rtMeter(meter, listingMessages.rtStatus[status])}
      aria-label={listingMessages.rtMeter(meter, listingMessages.rtStatus[status])}
    >
      <RtStatusIcon status={status} />
      <span aria-hidden>{meter}</span>
    </span>
  );
}
