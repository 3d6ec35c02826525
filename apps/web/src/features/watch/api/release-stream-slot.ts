import { buildApiUrl } from '../../../lib/api-client.ts';

/**
 * `POST /api/stream-slots/{id}/release` as a beacon: frees this device's screen as its page goes,
 * which a normal request might not outlive. The play's id is the credential (a beacon carries no
 * bearer token); a browser without beacons lets the screen expire instead.
 */
export function releaseStreamSlot(id: string): void {
  if (typeof navigator.sendBeacon !== 'function') return;
  navigator.sendBeacon(buildApiUrl(`/api/stream-slots/${encodeURIComponent(id)}/release`));
}
