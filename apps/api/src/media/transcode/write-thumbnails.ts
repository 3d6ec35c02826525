import fs from 'node:fs/promises';
import path from 'node:path';
import { runTool } from './run-tool.ts';

/** Seek-preview tiles: 160 px wide, 10×10 to a JPEG sheet (a 2-hour film at 10 s: 8 sheets). */
export const THUMBNAIL_WIDTH = 160;
export const SHEET_COLUMNS = 10;
export const SHEET_ROWS = 10;
/** The track's file name inside its folder; the sheets sit beside it (`sheet-1.jpg`, …). */
export const THUMBNAILS_VTT = 'thumbnails.vtt';

/** A frame every 5 s up to half an hour (an episode), every 10 s beyond (a film). */
export const thumbnailInterval = (durationSeconds: number): number => (durationSeconds <= 1800 ? 5 : 10);

/** The tile height for a picture of this displayed size (even, as the scaler wants). */
export const thumbnailHeight = (width: number, height: number): number =>
  Math.max(2, Math.round((THUMBNAIL_WIDTH * height) / width / 2) * 2);

const timestamp = (seconds: number) => {
  const millis = Math.round(seconds * 1000);
  const hours = Math.floor(millis / 3_600_000);
  const minutes = Math.floor((millis % 3_600_000) / 60_000);
  const rest = (millis % 60_000) / 1000;
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}:${rest.toFixed(3).padStart(6, '0')}`;
};

/**
 * The WebVTT track: one cue per tile, from its frame's moment to the next one's (the last to the
 * end), its text the sheet and region (`sheet-1.jpg#xywh=160,0,160,90`), relative to the track so
 * it resolves wherever the track is served from.
 */
export function thumbnailTrack(options: {
  durationSeconds: number;
  interval: number;
  tileHeight: number;
}): string {
  const { durationSeconds, interval, tileHeight } = options;
  const perSheet = SHEET_COLUMNS * SHEET_ROWS;
  const count = Math.ceil(durationSeconds / interval);
  const cues: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const onSheet = index % perSheet;
    const x = (onSheet % SHEET_COLUMNS) * THUMBNAIL_WIDTH;
    const y = Math.floor(onSheet / SHEET_COLUMNS) * tileHeight;
    const start = index * interval;
    const end = Math.min((index + 1) * interval, durationSeconds);
    cues.push(
      `${timestamp(start)} --> ${timestamp(end)}\nsheet-${Math.floor(index / perSheet) + 1}.jpg#xywh=${x},${y},${THUMBNAIL_WIDTH},${tileHeight}`,
    );
  }
  return `WEBVTT\n\n${cues.join('\n\n')}\n`;
}

/**
 * Writes the sprite sheets of a source into `outputDir` with one ffmpeg run (a frame every
 * interval, scaled and tiled; the last sheet padded with black), and the track beside them.
 * A frame is taken at each cue's start, so a cue shows the picture at the moment it begins.
 */
export async function writeThumbnailSheets(options: {
  ffmpegPath: string;
  source: string;
  outputDir: string;
  durationSeconds: number;
  /** Displayed size of the source. */
  width: number;
  height: number;
  signal: AbortSignal;
}): Promise<void> {
  const interval = thumbnailInterval(options.durationSeconds);
  const tileHeight = thumbnailHeight(options.width, options.height);
  const count = Math.ceil(options.durationSeconds / interval);
  const filters = [
    `fps=1/${interval}`,
    // No more frames than cues: a format duration a little past the last frame adds none.
    `trim=end_frame=${count}`,
    `scale=w=${THUMBNAIL_WIDTH}:h=${tileHeight}`,
    'setsar=1',
    `tile=${SHEET_COLUMNS}x${SHEET_ROWS}`,
  ].join(',');
  await runTool(
    options.ffmpegPath,
    [
      ...['-hide_banner', '-nostdin', '-loglevel', 'error', '-y', '-i', options.source],
      ...['-map', '0:v:0', '-vf', filters, '-q:v', '5'],
      path.join(options.outputDir, 'sheet-%d.jpg'),
    ],
    { signal: options.signal },
  );
  await fs.writeFile(
    path.join(options.outputDir, THUMBNAILS_VTT),
    thumbnailTrack({ durationSeconds: options.durationSeconds, interval, tileHeight }),
  );
}
