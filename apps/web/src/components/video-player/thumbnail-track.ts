/**
 * The seek preview's thumbnail track: a WebVTT file whose cues name a region of a sprite sheet
 * (`sheet-1.jpg#xywh=160,90,160,90`) for a span of the video. Parsed once, on the first hover.
 */
export interface ThumbnailCue {
  start: number;
  end: number;
  /** The sheet's address, resolved against the track's own address. */
  image: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

const TIMESTAMP = /^(?:(\d+):)?(\d{2}):(\d{2})[.,](\d{3})$/;

/** A WebVTT timestamp (`01:02:03.500` or `02:03.500`) in seconds, or null. */
export function parseVttTime(text: string): number | null {
  const match = TIMESTAMP.exec(text.trim());
  if (!match) return null;
  const [, hours = '0', minutes = '0', seconds = '0', millis = '0'] = match;
  return Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds) + Number(millis) / 1000;
}

/** The track's cues in time order; cues without a usable `#xywh=` region are skipped. */
export function parseThumbnailTrack(text: string, trackUrl: string): ThumbnailCue[] {
  const cues: ThumbnailCue[] = [];
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index] ?? '';
    if (!line.includes('-->')) continue;
    const [from = '', rest = ''] = line.split('-->');
    const start = parseVttTime(from);
    const end = parseVttTime(rest.trim().split(/\s+/)[0] ?? '');
    const target = (lines[index + 1] ?? '').trim();
    const region = /^(.*)#xywh=(\d+),(\d+),(\d+),(\d+)$/.exec(target);
    if (start === null || end === null || !region) continue;
    const [, path = '', x, y, width, height] = region;
    let image: string;
    try {
      image = new URL(path, trackUrl).href;
    } catch {
      continue;
    }
    cues.push({
      start,
      end,
      image,
      x: Number(x),
      y: Number(y),
      width: Number(width),
      height: Number(height),
    });
  }
  return cues.sort((a, b) => a.start - b.start);
}

/** The cue showing at `time` (binary search), or the last one before it, or null before the first. */
export function thumbnailAt(cues: readonly ThumbnailCue[], time: number): ThumbnailCue | null {
  let low = 0;
  let high = cues.length - 1;
  let found: ThumbnailCue | null = null;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const cue = cues[middle] as ThumbnailCue;
    if (cue.start <= time) {
      found = cue;
      low = middle + 1;
    } else {
      high = middle - 1;
    }
  }
  return found;
}
