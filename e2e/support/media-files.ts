import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The files the pipeline test uploads through the console, made in `dir`: a short clip from
 * ffmpeg's test sources (a colour pattern with a 440 Hz tone, H.264/AAC in MP4, 640×360 so only
 * the smallest rendition is made), random bytes named like a video, and a Persian SRT subtitle.
 */
export interface MediaTestFiles {
  clip: string;
  broken: string;
  subtitle: string;
  /** The subtitle's one cue, shown for its first ten seconds (longer than the clip). */
  cueText: string;
}

export function makeMediaTestFiles(dir: string, seconds = 3): MediaTestFiles {
  const clip = path.join(dir, 'clip.mp4');
  execFileSync(
    'ffmpeg',
    [
      ...['-hide_banner', '-loglevel', 'error', '-y'],
      ...['-f', 'lavfi', '-i', `testsrc2=size=640x360:rate=24:duration=${seconds}`],
      ...['-f', 'lavfi', '-i', `sine=frequency=440:duration=${seconds}`],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', clip],
    ],
    { stdio: 'ignore' },
  );
  const broken = path.join(dir, 'broken.mp4');
  fs.writeFileSync(broken, randomBytes(64 * 1024));
  const cueText = 'سلام! این زیرنویس آزمایشی است.';
  const subtitle = path.join(dir, 'persian.srt');
  fs.writeFileSync(subtitle, `1\r\n00:00:00,000 --> 00:00:10,000\r\n${cueText}\r\n`);
  return { clip, broken, subtitle, cueText };
}
