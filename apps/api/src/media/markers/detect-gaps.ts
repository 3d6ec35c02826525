import { runTool } from '../transcode/run-tool.ts';

/** A span of the source, in seconds from its start. */
export interface Span {
  start: number;
  end: number;
}

/** How much of the start and of the end is searched for gaps. */
export const DETECTION_WINDOW_SECONDS = 300;
/** Black or silence shorter than this is a cut, not a gap. */
const MIN_DETECTED_SECONDS = 0.4;
/** A black+silent gap: both at once for at least this long. */
const MIN_GAP_SECONDS = 0.4;

/**
 * The black and silent spans ffmpeg's `blackdetect` and `silencedetect` log, shifted by `offset`
 * (the window's start: times are logged from the seek point). A span still open when the input
 * ends is closed by the filter's own flush, so every start has its end.
 */
export function parseDetections(lines: string[], offset = 0): { black: Span[]; silence: Span[] } {
  const black: Span[] = [];
  const silence: Span[] = [];
  let silenceStart: number | null = null;
  for (const line of lines) {
    const blackMatch = /black_start:\s*([\d.]+)\s+black_end:\s*([\d.]+)/.exec(line);
    if (blackMatch) {
      black.push({ start: Number(blackMatch[1]) + offset, end: Number(blackMatch[2]) + offset });
      continue;
    }
    const silenceStartMatch = /silence_start:\s*(-?[\d.]+)/.exec(line);
    if (silenceStartMatch) {
      silenceStart = Math.max(0, Number(silenceStartMatch[1]));
      continue;
    }
    const silenceEndMatch = /silence_end:\s*([\d.]+)/.exec(line);
    if (silenceEndMatch && silenceStart !== null) {
      silence.push({ start: silenceStart + offset, end: Number(silenceEndMatch[1]) + offset });
      silenceStart = null;
    }
  }
  return { black, silence };
}

/**
 * Where picture and sound are gone together: the overlaps of black and silent spans at least
 * {@link MIN_GAP_SECONDS} long, in order. Without sound (`silence` null) black alone counts.
 */
export function blackSilentGaps(black: Span[], silence: Span[] | null): Span[] {
  if (silence === null) return black.filter((span) => span.end - span.start >= MIN_GAP_SECONDS);
  const gaps: Span[] = [];
  for (const picture of black) {
    for (const sound of silence) {
      const start = Math.max(picture.start, sound.start);
      const end = Math.min(picture.end, sound.end);
      if (end - start >= MIN_GAP_SECONDS) gaps.push({ start, end });
    }
  }
  return gaps.sort((a, b) => a.start - b.start);
}

/** The windows searched: the first and last five minutes, as one window for a short source. */
export function detectionWindows(durationSeconds: number): Span[] {
  if (durationSeconds <= DETECTION_WINDOW_SECONDS * 2) return [{ start: 0, end: durationSeconds }];
  return [
    { start: 0, end: DETECTION_WINDOW_SECONDS },
    { start: durationSeconds - DETECTION_WINDOW_SECONDS, end: durationSeconds },
  ];
}

/**
 * The black+silent gaps near the start and end of a source: ffmpeg decodes each window once with
 * both detectors (thresholds: a picture 90 % black, sound under −50 dB, for 0.4 s).
 */
export async function detectGaps(options: {
  ffmpegPath: string;
  source: string;
  durationSeconds: number;
  hasAudio: boolean;
  signal: AbortSignal;
}): Promise<Span[]> {
  const gaps: Span[] = [];
  for (const window of detectionWindows(options.durationSeconds)) {
    const lines: string[] = [];
    await runTool(
      options.ffmpegPath,
      [
        ...['-hide_banner', '-nostdin', '-nostats', '-loglevel', 'info'],
        ...[
          '-ss',
          window.start.toFixed(3),
          '-t',
          (window.end - window.start).toFixed(3),
          '-i',
          options.source,
        ],
        ...['-map', '0:v:0', '-vf', `blackdetect=d=${MIN_DETECTED_SECONDS}:pix_th=0.10`],
        ...(options.hasAudio
          ? ['-map', '0:a:0', '-af', `silencedetect=noise=-50dB:d=${MIN_DETECTED_SECONDS}`]
          : []),
        ...['-f', 'null', '-'],
      ],
      { signal: options.signal, onStderrLine: (line) => lines.push(line) },
    );
    const { black, silence } = parseDetections(lines, window.start);
    gaps.push(...blackSilentGaps(black, options.hasAudio ? silence : null));
  }
  return gaps;
}
