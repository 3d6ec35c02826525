import path from 'node:path';
import { runTool } from './run-tool.ts';

export interface ExtractedFrames {
  /** Relative to the output folder. */
  poster: string;
  screenshots: string[];
}

const FRAME_HEIGHT = 720;
const SCREENSHOT_POINTS = [0.25, 0.5, 0.75];

/**
 * A poster frame (a tenth of the way in, past opening black) and three screenshots, as JPEG no
 * taller than 720 px, in one ffmpeg run that seeks to each moment.
 */
export async function extractFrames(options: {
  ffmpegPath: string;
  source: string;
  outputDir: string;
  durationSeconds: number;
  sourceHeight: number;
  signal: AbortSignal;
}): Promise<ExtractedFrames> {
  const { durationSeconds } = options;
  const moments = [
    Math.min(durationSeconds * 0.1, 30),
    ...SCREENSHOT_POINTS.map((point) => durationSeconds * point),
  ];
  const names = ['poster.jpg', ...SCREENSHOT_POINTS.map((_, index) => `screenshots/${index + 1}.jpg`)];
  const height = Math.min(FRAME_HEIGHT, options.sourceHeight - (options.sourceHeight % 2));
  const inputs = moments.flatMap((moment) => ['-ss', moment.toFixed(3), '-i', options.source]);
  const outputs = names.flatMap((name, index) => [
    '-map',
    `${index}:v:0`,
    '-frames:v',
    '1',
    '-vf',
    `scale=w=-2:h=${height}`,
    '-q:v',
    '4',
    path.join(options.outputDir, name),
  ]);
  await runTool(
    options.ffmpegPath,
    ['-hide_banner', '-nostdin', '-loglevel', 'error', '-y', ...inputs, ...outputs],
    { signal: options.signal },
  );
  return { poster: names[0] as string, screenshots: names.slice(1) };
}
