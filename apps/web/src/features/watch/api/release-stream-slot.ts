import { buildApiUrl } from '../../../lib/api-client.ts';

const releaseUrl = (id: string) => buildApiUrl(`/api/stream-slots/${encodeURIComponent(id)}/release`);

/**
 * `POST /api/stream-slots/{id}/release`: frees this device's screen while the page stays (another
 * file, leaving the watch page), so the next claim can wait for it. `keepalive` lets it outlive a
 * page that goes meanwhile. The play's id is the credential: no bearer token is sent.
 */
export async function releaseStreamSlot(id: string): Promise<void> {
  try {
    await fetch(releaseUrl(id), { method: 'POST', keepalive: true, credentials: 'omit' });
  } catch {
    // Unreachable server: the screen frees itself when its heartbeats stop.
  }
}

/** The same as the page goes (`pagehide`): a beacon, which the browser sends after the page is gone. */
export function releaseStreamSlotByBeacon(id: string): void {
  if (typeof navigator.sendBeacon === 'function') navigator.sendBeacon(releaseUrl(id));
}
