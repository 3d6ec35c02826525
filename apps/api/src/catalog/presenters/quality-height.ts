/** Heights of the "nK" labels: 2K as download sites use it (1440p), 4K and 8K as UHD. */
const K_HEIGHTS: Record<string, number> = { '2': 1440, '4': 2160, '8': 4320 };

/**
 * The picture height a file's quality label names: "480p", "1080P HEVC" → 480, 1080; "4K" → 2160.
 * Null for a label that names none ("BluRay"), which ranks below every known height.
 */
export function qualityHeight(quality: string): number | null {
  const lines = /(\d{3,4})\s*p\b/i.exec(quality);
  if (lines) return Number(lines[1]);
  const k = /(?:^|[^\d])([248])\s*k\b/i.exec(quality);
  return k ? (K_HEIGHTS[k[1] as string] ?? null) : null;
}
