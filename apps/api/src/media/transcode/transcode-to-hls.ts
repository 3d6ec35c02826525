import fs from 'node:fs/promises';
import path from 'node:path';
import { AUDIO_GROUP, type AudioRendition, nameAudioRenditions } from './audio-renditions.ts';
import type { PlannedRendition } from './plan-renditions.ts';
import { runTool } from './run-tool.ts';

export interface HlsTranscodeOptions {
  ffmpegPath: string;
  preset: string;
  source: string;
  /**
   * An empty folder: gets `master.m3u8` and one folder per rendition (`480p/index.m3u8`,
   * `480p/segment-000.m4s`), and one per alternate audio rendition (`audio-0/…`).
   */
  outputDir: string;
  renditions: PlannedRendition[];
  hasAudio: boolean;
  /** The source's audio streams as alternate renditions; empty: its first stream muxed into each variant. */
  audioRenditions: AudioRendition[];
  durationSeconds: number;
  signal: AbortSignal;
  /** Percent of the source transcoded so far. */
  onProgress(percent: number): void;
}

/** Key frames every 2 s in every rendition, so segments line up and a player switches cleanly. */
const KEYFRAME_SECONDS = 2;
const SEGMENT_SECONDS = 6;
const AUDIO_BITRATE = '128k';

/**
 * One ffmpeg run that decodes the source once and writes every rendition as HLS with fMP4
 * segments: H.264 (High where the preset allows) and stereo AAC, which Chromium's MediaSource
 * (hls.js), Safari and phones play natively. Quality is CRF, capped per rendition (`-maxrate`).
 * A source with several audio streams keeps each as an alternate audio rendition of one group
 * that every video variant refers to (the player offers them as a menu).
 */
export async function transcodeToHls(options: HlsTranscodeOptions): Promise<void> {
  const { renditions, audioRenditions } = options;
  const alternateAudio = audioRenditions.length > 0;
  // Muxed: each variant carries its own copy of the first audio stream.
  const hasAudio = options.hasAudio && !alternateAudio;
  const split = renditions.map((_, index) => `[s${index}]`).join('');
  const scales = renditions
    .map(
      (rendition, index) => `[s${index}]scale=w=${rendition.width}:h=${rendition.height},setsar=1[v${index}]`,
    )
    .join(';');
  const maps = [
    ...renditions.flatMap((_, index) => ['-map', `[v${index}]`, ...(hasAudio ? ['-map', '0:a:0'] : [])]),
    ...audioRenditions.flatMap((audio) => ['-map', `0:a:${audio.index}`]),
  ];
  const rates = renditions.flatMap((rendition, index) => [
    `-maxrate:v:${index}`,
    String(rendition.maxBitrate),
    `-bufsize:v:${index}`,
    String(rendition.maxBitrate * 2),
  ]);
  const audioGroup = alternateAudio ? `agroup:${AUDIO_GROUP},` : '';
  const streamMap = [
    ...audioRenditions.map(
      (audio) =>
        `a:${audio.index},${audioGroup}${audio.language ? `language:${audio.language},` : ''}name:${audio.folder},default:${audio.isDefault ? 'yes' : 'no'}`,
    ),
    ...renditions.map(
      (rendition, index) => `v:${index},${hasAudio ? `a:${index},` : audioGroup}name:${rendition.name}`,
    ),
  ].join(' ');
  const args = [
    '-hide_banner',
    '-nostdin',
    '-loglevel',
    'error',
    '-y',
    '-i',
    options.source,
    '-filter_complex',
    `[0:v:0]split=${renditions.length}${split};${scales}`,
    ...maps,
    '-c:v',
    'libx264',
    '-preset',
    options.preset,
    '-profile:v',
    'high',
    '-pix_fmt',
    'yuv420p',
    '-crf',
    '21',
    ...rates,
    '-force_key_frames',
    `expr:gte(t,n_forced*${KEYFRAME_SECONDS})`,
    '-sc_threshold',
    '0',
    ...(hasAudio || alternateAudio ? ['-c:a', 'aac', '-b:a', AUDIO_BITRATE, '-ac', '2'] : []),
    '-f',
    'hls',
    '-hls_time',
    String(SEGMENT_SECONDS),
    '-hls_playlist_type',
    'vod',
    '-hls_segment_type',
    'fmp4',
    '-hls_flags',
    'independent_segments',
    '-hls_fmp4_init_filename',
    'init.mp4',
    '-hls_segment_filename',
    `${options.outputDir}/%v/segment-%03d.m4s`,
    '-master_pl_name',
    'master.m3u8',
    '-var_stream_map',
    streamMap,
    '-progress',
    'pipe:1',
    '-nostats',
    `${options.outputDir}/%v/index.m3u8`,
  ];
  const totalMicroseconds = options.durationSeconds * 1_000_000;
  await runTool(options.ffmpegPath, args, {
    signal: options.signal,
    onLine: (line) => {
      const match = /^out_time_us=(\d+)/.exec(line);
      if (match && totalMicroseconds > 0) {
        options.onProgress(Math.min(99, Math.floor((Number(match[1]) / totalMicroseconds) * 100)));
      }
    },
  });
  if (alternateAudio) {
    const master = path.join(options.outputDir, 'master.m3u8');
    await fs.writeFile(master, nameAudioRenditions(await fs.readFile(master, 'utf8'), audioRenditions));
  }
}
