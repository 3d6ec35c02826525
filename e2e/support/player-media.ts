import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { WatchFile, WatchRendition } from '@pardeh/contract';
import type { Page, Route } from 'playwright-core';

/**
 * Two renditions of one clip (360p and 720p H.264 MP4, a moving test pattern with a tone) and a
 * thumbnail track over one sprite sheet, made with ffmpeg for the player's tests.
 */
export interface RenditionFiles {
  dir: string;
  seconds: number;
  /** Seconds between thumbnails. */
  thumbnailEvery: number;
}

const ffmpeg = (args: string[]) =>
  execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args], { stdio: 'ignore' });

/** The one cue of the Persian subtitle track (`fa.vtt`), shown for the whole clip. */
export const SUBTITLE_CUE = 'سلام؛ این زیرنویس آزمایشی است.';

export function makeRenditionFiles(dir: string, seconds = 24): RenditionFiles {
  for (const [name, size] of [
    ['low.mp4', '640x360'],
    ['high.mp4', '1280x720'],
  ] as const) {
    ffmpeg([
      ...['-f', 'lavfi', '-i', `testsrc2=size=${size}:rate=24:duration=${seconds}`],
      ...['-f', 'lavfi', '-i', `sine=frequency=440:duration=${seconds}`],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-g', '24'],
      ...['-c:a', 'aac', '-shortest', '-movflags', '+faststart', path.join(dir, name)],
    ]);
  }
  const thumbnailEvery = 4;
  const count = Math.ceil(seconds / thumbnailEvery);
  ffmpeg([
    ...['-i', path.join(dir, 'low.mp4')],
    ...['-vf', `fps=1/${thumbnailEvery},scale=160:90,tile=${count}x1`, '-frames:v', '1'],
    path.join(dir, 'sheet.jpg'),
  ]);
  const stamp = (time: number) => `00:${String(time).padStart(2, '0')}.000`;
  const cues = Array.from({ length: count }, (_, index) => {
    const start = index * thumbnailEvery;
    return `${stamp(start)} --> ${stamp(Math.min(start + thumbnailEvery, seconds))}\nsheet.jpg#xywh=${index * 160},0,160,90`;
  });
  fs.writeFileSync(path.join(dir, 'thumbs.vtt'), `WEBVTT\n\n${cues.join('\n\n')}\n`);
  fs.writeFileSync(path.join(dir, 'fa.vtt'), `WEBVTT\n\n00:00.000 --> 00:${seconds}.000\n${SUBTITLE_CUE}\n`);
  return { dir, seconds, thumbnailEvery };
}

/**
 * An HLS version with one video and two alternate audio renditions (a 440 Hz and an 880 Hz tone),
 * as the pipeline keeps a dubbed and an original soundtrack: `alt-audio.m3u8` in `dir`, its
 * renditions named in Persian and tagged `fa` and `en`. Returns its address under `/e2e-media/`.
 */
export function makeAlternateAudioHls(dir: string, seconds = 16): string {
  ffmpeg([
    ...['-f', 'lavfi', '-i', `testsrc2=size=640x360:rate=24:duration=${seconds}`],
    ...['-f', 'lavfi', '-i', `sine=frequency=440:duration=${seconds}`],
    ...['-f', 'lavfi', '-i', `sine=frequency=880:duration=${seconds}`],
    ...['-map', '0:v', '-map', '1:a', '-map', '2:a'],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-g', '24', '-c:a', 'aac'],
    ...['-f', 'hls', '-hls_time', '2', '-hls_playlist_type', 'vod', '-master_pl_name', 'alt-audio.m3u8'],
    ...[
      '-var_stream_map',
      'v:0,agroup:aud a:0,agroup:aud,language:fa,default:yes a:1,agroup:aud,language:en',
    ],
    ...['-hls_segment_filename', path.join(dir, 'alt_%v_%03d.ts'), path.join(dir, 'alt_%v.m3u8')],
  ]);
  // ffmpeg names the renditions audio_1 and audio_2; the pipeline names them for people.
  const names: Record<string, string> = { fa: 'دوبله فارسی', en: 'زبان اصلی' };
  const master = path.join(dir, 'alt-audio.m3u8');
  const lines = fs.readFileSync(master, 'utf8').split('\n');
  const named = lines.map((line) => {
    const language = /LANGUAGE="(\w+)"/.exec(line)?.[1];
    return language && names[language] ? line.replace(/NAME="[^"]*"/, `NAME="${names[language]}"`) : line;
  });
  fs.writeFileSync(master, named.join('\n'));
  return '/e2e-media/alt-audio.m3u8';
}

/**
 * An HLS ladder of one clip, 360p and 720p with muxed audio, as the pipeline writes a version:
 * `ladder.m3u8` in `dir`. Returns its address under `/e2e-media/`.
 */
export function makeHlsLadder(dir: string, seconds = 16): string {
  ffmpeg([
    ...['-f', 'lavfi', '-i', `testsrc2=size=1280x720:rate=24:duration=${seconds}`],
    ...['-f', 'lavfi', '-i', `sine=frequency=440:duration=${seconds}`],
    ...['-filter_complex', '[0:v]split=2[a][b];[a]scale=640:360[low];[b]copy[high]'],
    ...['-map', '[low]', '-map', '1:a', '-map', '[high]', '-map', '1:a'],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-g', '24', '-c:a', 'aac'],
    ...['-b:v:0', '400k', '-b:v:1', '2000k'],
    ...['-f', 'hls', '-hls_time', '2', '-hls_playlist_type', 'vod', '-master_pl_name', 'ladder.m3u8'],
    ...['-var_stream_map', 'v:0,a:0 v:1,a:1'],
    ...['-hls_segment_filename', path.join(dir, 'ladder_%v_%03d.ts'), path.join(dir, 'ladder_%v.m3u8')],
  ]);
  return '/e2e-media/ladder.m3u8';
}

const TYPES: Record<string, string> = {
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.ts': 'video/mp2t',
  '.mp4': 'video/mp4',
  '.jpg': 'image/jpeg',
  '.vtt': 'text/vtt; charset=utf-8',
};

/** Answers a request from a file, honouring a byte range as a media server does (206). */
async function fulfilFile(route: Route, file: string) {
  if (!fs.existsSync(file)) {
    await route.fulfill({ status: 404, body: 'not found' });
    return;
  }
  const body = fs.readFileSync(file);
  const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
  const range = /^bytes=(\d*)-(\d*)$/.exec(route.request().headers().range ?? '');
  if (!range) {
    await route.fulfill({ status: 200, body, headers: { 'content-type': type, 'accept-ranges': 'bytes' } });
    return;
  }
  const start = range[1] ? Number(range[1]) : 0;
  const end = Math.min(range[2] ? Number(range[2]) : body.length - 1, body.length - 1);
  await route.fulfill({
    status: 206,
    body: body.subarray(start, end + 1),
    headers: {
      'content-type': type,
      'accept-ranges': 'bytes',
      'content-range': `bytes ${start}-${end}/${body.length}`,
    },
  });
}

/**
 * Until the API fills `renditions` and `thumbnails` (issue #29's API part), the watch answer for
 * `fileId` gets them here: the real answer, plus the two generated renditions and their thumbnail
 * track, served under `/e2e-media/` by this route. Once the API fills them from the pipeline,
 * drop this interception and play a pipeline-made version instead.
 */
export async function serveRenditions(
  page: Page,
  files: RenditionFiles,
  fileId: number,
  renditions: WatchRendition[] = [
    { fileId, quality: '360p', height: 360, premiumOnly: false, url: '/e2e-media/low.mp4' },
    {
      fileId: fileId + 100_000,
      quality: '720p',
      height: 720,
      premiumOnly: false,
      url: '/e2e-media/high.mp4',
    },
  ],
  /** More of the answer to change (subtitles, say). */
  extra: Partial<WatchFile> = {},
) {
  await page.route('**/e2e-media/*', (route) =>
    fulfilFile(route, path.join(files.dir, path.basename(new URL(route.request().url()).pathname))),
  );
  await page.route(`**/api/watch/*/${fileId}`, async (route) => {
    const response = await route.fetch();
    const answer = (await response.json()) as { data: WatchFile };
    await route.fulfill({
      response,
      json: { data: { ...answer.data, renditions, thumbnails: '/e2e-media/thumbs.vtt', ...extra } },
    });
  });
}
