/** One HLS rendition to make: its folder name, frame size and bit-rate ceiling. */
export interface PlannedRendition {
  name: string;
  width: number;
  height: number;
  /** x264's `-maxrate` in bits per second (quality is CRF, capped by this). */
  maxBitrate: number;
}

/** The ladder: the box each rendition fits in and its bit-rate ceiling (H.264 at 24–30 fps). */
const LADDER = [
  { name: '480p', width: 854, height: 480, maxBitrate: 1_400_000 },
  { name: '720p', width: 1280, height: 720, maxBitrate: 2_800_000 },
  { name: '1080p', width: 1920, height: 1080, maxBitrate: 5_000_000 },
] as const;

const even = (value: number) => Math.max(2, Math.round(value / 2) * 2);

/**
 * The renditions of a source: each rung of the ladder the source fills in width or height (a
 * 1920×800 scope film makes a 1080p of 1920×800), never scaled up. A source smaller than 480p
 * gets one rendition at its own size, named by its height (`360p`).
 */
export function planRenditions(source: { width: number; height: number }): PlannedRendition[] {
  const fitting = LADDER.filter((rung) => source.width >= rung.width || source.height >= rung.height);
  if (fitting.length === 0) {
    const width = even(source.width);
    const height = even(source.height);
    const pixels = width * height;
    return [{ name: `${height}p`, width, height, maxBitrate: Math.max(400_000, Math.round(pixels * 3)) }];
  }
  return fitting.map((rung) => {
    const scale = Math.min(rung.width / source.width, rung.height / source.height, 1);
    return {
      name: rung.name,
      width: even(source.width * scale),
      height: even(source.height * scale),
      maxBitrate: rung.maxBitrate,
    };
  });
}
