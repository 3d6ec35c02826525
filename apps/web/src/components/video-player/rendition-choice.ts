import type { WatchRendition } from '@pardeh/contract';

/**
 * Which of a version's files (renditions, lowest first) to play. The first one is picked from the
 * measured bandwidth, not always the lowest; «خودکار» keeps re-picking from measured download
 * speed. A height's need is the bit rate a typical H.264 file of that height streams at, with a
 * quarter of the bandwidth kept spare so a passing dip does not stall playback.
 */
export interface PlayableRendition {
  fileId: number;
  quality: string;
  height: number | null;
  url: string;
}

const NEEDED_MBPS: readonly (readonly [maxHeight: number, mbps: number])[] = [
  [240, 0.4],
  [360, 0.8],
  [480, 1.4],
  [576, 2],
  [720, 2.8],
  [1080, 5.5],
  [1440, 9],
];
const HEADROOM = 0.75;

/** The picture height of a rendition: its own, else read from its label (`720p`), else null. */
export const renditionHeight = (rendition: Pick<WatchRendition, 'height' | 'quality'>): number | null =>
  rendition.height ?? (Number(/(\d{3,4})p/i.exec(rendition.quality)?.[1]) || null);

/** The renditions the viewer may play (premium ones without access have no address). */
export const playableRenditions = (renditions: readonly WatchRendition[]): PlayableRendition[] =>
  renditions.flatMap((rendition) =>
    rendition.url === null ? [] : [{ ...rendition, url: rendition.url, height: renditionHeight(rendition) }],
  );

function neededMbps(height: number | null): number {
  if (height === null) return NEEDED_MBPS[2]?.[1] ?? 1.4;
  return NEEDED_MBPS.find(([maxHeight]) => height <= maxHeight)?.[1] ?? 16;
}

/** Whether `mbps` carries a rendition of `height` with the spare quarter kept. */
export const bandwidthCarries = (height: number | null, mbps: number): boolean =>
  neededMbps(height) <= mbps * HEADROOM;

/**
 * The index to play with `mbps` of measured bandwidth: the highest rendition that fits, else the
 * lowest; with nothing measured yet, the lowest (it starts fastest; «خودکار» climbs once measured).
 */
export function renditionForBandwidth(renditions: readonly PlayableRendition[], mbps: number | null): number {
  if (mbps === null || !Number.isFinite(mbps)) return 0;
  let chosen = 0;
  renditions.forEach((rendition, index) => {
    if (bandwidthCarries(rendition.height, mbps)) chosen = index;
  });
  return chosen;
}

/**
 * The index for a remembered manual height: that height, else the highest below it, else the
 * lowest; null when nothing is remembered (or «خودکار» is).
 */
export function renditionForHeight(
  renditions: readonly PlayableRendition[],
  height: number | null,
): number | null {
  if (height === null) return null;
  let chosen: number | null = null;
  renditions.forEach((rendition, index) => {
    if ((rendition.height ?? 0) <= height) chosen = index;
  });
  return chosen ?? 0;
}

/**
 * The bandwidth known without measuring: the browser's own estimate (Chromium's
 * `navigator.connection.downlink`, in Mbps, capped at 10), else what the last measurement on this
 * device found.
 */
export function knownBandwidth(
  connection: { downlink?: number } | undefined,
  remembered: number | null,
): number | null {
  const downlink = connection?.downlink;
  if (typeof downlink === 'number' && downlink > 0) return downlink;
  return remembered;
}

const PROBE_BYTES = 256 * 1024;

/**
 * Download speed in Mbps, timed over the first `bytes` of `url` (a range request; a server that
 * ignores ranges is cut off after as many bytes). Null when the fetch fails or is too small to time.
 */
export async function measureDownloadMbps(url: string, bytes = PROBE_BYTES): Promise<number | null> {
  try {
    const started = performance.now();
    const response = await fetch(url, { headers: { Range: `bytes=0-${bytes - 1}` }, cache: 'no-store' });
    const reader = response.body?.getReader();
    if (!response.ok || !reader) return null;
    let received = 0;
    while (received < bytes) {
      const { done, value } = await reader.read();
      if (done) break;
      received += value.byteLength;
    }
    void reader.cancel().catch(() => undefined);
    const seconds = (performance.now() - started) / 1000;
    if (received < 32 * 1024 || seconds <= 0) return null;
    return (received * 8) / 1e6 / seconds;
  } catch {
    return null;
  }
}
