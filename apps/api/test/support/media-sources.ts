import { execFileSync } from 'node:child_process';
import path from 'node:path';

/** A span of a generated source, in seconds. */
export interface GapSpan {
  start: number;
  end: number;
}

/**
 * A generated source for the pipeline's playback features: ffmpeg's test pattern (320×180, so one
 * small rendition) with a tone per audio stream, made black and silent together during `gaps`
 * (what the marker suggestions look for). Each entry of `languages` is one audio stream with that
 * language tag (ISO 639-2, as films carry them: `per`, `eng`).
 */
export function makeGappedSource(
  dir: string,
  options: { name: string; seconds: number; gaps: GapSpan[]; languages: string[] },
): string {
  const file = path.join(dir, options.name);
  const during = options.gaps.map((gap) => `between(t,${gap.start},${gap.end})`).join('+') || '0';
  const tones = options.languages.flatMap((_, index) => [
    '-f',
    'lavfi',
    '-i',
    `sine=frequency=${440 + 220 * index}:duration=${options.seconds},volume=volume=0:enable='${during}'`,
  ]);
  execFileSync(
    'ffmpeg',
    [
      ...['-hide_banner', '-loglevel', 'error', '-y'],
      ...['-f', 'lavfi', '-i'],
      `testsrc2=size=320x180:rate=24:duration=${options.seconds},drawbox=c=black:t=fill:enable='${during}'`,
      ...tones,
      ...['-map', '0:v', ...options.languages.flatMap((_, index) => ['-map', `${index + 1}:a`])],
      ...options.languages.flatMap((language, index) => [`-metadata:s:a:${index}`, `language=${language}`]),
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', file],
    ],
    { stdio: 'ignore' },
  );
  return file;
}
