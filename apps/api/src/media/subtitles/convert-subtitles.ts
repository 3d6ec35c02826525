/**
 * SRT or WebVTT text in, clean WebVTT out (what `<track>` and hls.js read). Small on purpose: the
 * maintained npm converters either need Node 22 or keep SRT's quirks, and the part that matters
 * here, keeping Persian lines right to left, is ours anyway.
 */

export interface SubtitleCue {
  start: string;
  end: string;
  /** WebVTT cue settings (`line:0 align:start`), from WebVTT input only. */
  settings: string;
  lines: string[];
}

/** Scripts written right to left, by their language code. */
const RTL_LANGUAGES = new Set(['fa', 'ar', 'he', 'ur', 'ps', 'ckb', 'sd', 'ug', 'yi', 'dv', 'prs', 'pes']);
const RLM = '\u200f';

const TIMING = /^\s*((?:\d+:)?\d{1,2}:\d{1,2}[,.]\d{1,3})\s*-->\s*((?:\d+:)?\d{1,2}:\d{1,2}[,.]\d{1,3})(.*)$/;

/** `1:02:03,4` or `02:03.456` as WebVTT's `01:02:03.400`, and its milliseconds. */
function normaliseTime(value: string): { text: string; ms: number } {
  const [clock = '', fraction = '0'] = value.split(/[,.]/);
  const parts = clock.split(':').map(Number);
  while (parts.length < 3) parts.unshift(0);
  const [hours = 0, minutes = 0, seconds = 0] = parts;
  const millis = Number(fraction.padEnd(3, '0'));
  const pad = (number: number, width = 2) => String(number).padStart(width, '0');
  return {
    text: `${pad(hours)}:${pad(minutes)}:${pad(seconds)}.${pad(millis, 3)}`,
    ms: ((hours * 60 + minutes) * 60 + seconds) * 1000 + millis,
  };
}

/**
 * SRT's markup as WebVTT takes it: `<i>`, `<b>`, `<u>` stay; `<font …>` and ASS overrides
 * (`{\an8}`) go; a stray `&` or `<` is escaped.
 */
function cleanSrtLine(line: string): string {
  return line
    .replace(/\{\\[^}]*\}/g, '')
    .replace(/<\/?font\b[^>]*>/gi, '')
    .replace(/&(?!(?:amp|lt|gt|nbsp|lrm|rlm|#\d+|#x[0-9a-f]+);)/gi, '&amp;')
    .replace(/<(?!\/?[ibu]>)/gi, '&lt;');
}

/** The cues of an SRT or WebVTT text; cues with a broken timing or no text are left out. */
export function parseSubtitles(text: string): SubtitleCue[] {
  const normalised = text.replace(/^\ufeff/, '').replace(/\r\n?/g, '\n');
  const isVtt = /^WEBVTT(?:[ \t].*)?(?:\n|$)/.test(normalised);
  const cues: SubtitleCue[] = [];
  for (const block of normalised.split(/\n[ \t]*\n/)) {
    const lines = block.split('\n');
    const timingIndex = lines.findIndex((line) => line.includes('-->'));
    if (timingIndex === -1 || timingIndex > 1) continue; // header, NOTE, STYLE, REGION, junk
    const timing = TIMING.exec(lines[timingIndex] as string);
    if (!timing) continue;
    const start = normaliseTime(timing[1] as string);
    const end = normaliseTime(timing[2] as string);
    if (end.ms <= start.ms) continue;
    const body = lines
      .slice(timingIndex + 1)
      .map((line) => (isVtt ? line : cleanSrtLine(line)).replaceAll('-->', '--&gt;').trimEnd())
      .filter((line) => line.trim() !== '');
    if (body.length === 0) continue;
    const settings = isVtt ? (timing[3] ?? '').trim() : '';
    cues.push({ start: start.text, end: end.text, settings, lines: body });
  }
  return cues;
}

export const isRtlLanguage = (language: string) => RTL_LANGUAGES.has(language.toLowerCase());

/**
 * A right-to-left line starts with U+200F RIGHT-TO-LEFT MARK. Browsers take a cue line's
 * direction from its first strong letter, so a Persian line opening with a Latin word, a number
 * or a dash would be laid out left to right and its closing «.» or «؟» would jump to the wrong
 * end; with the mark first the whole line runs right to left and its punctuation stays at its end.
 */
const keepRightToLeft = (line: string) => (line.startsWith(RLM) ? line : `${RLM}${line}`);

/** WebVTT text of the cues, each line of a right-to-left language marked as such. */
export function writeWebVtt(cues: SubtitleCue[], language: string): string {
  const rtl = isRtlLanguage(language);
  const blocks = cues.map((cue) => {
    const timing = `${cue.start} --> ${cue.end}${cue.settings ? ` ${cue.settings}` : ''}`;
    const lines = rtl ? cue.lines.map(keepRightToLeft) : cue.lines;
    return [timing, ...lines].join('\n');
  });
  return `WEBVTT\n\n${blocks.join('\n\n')}\n`;
}

/** SRT or WebVTT text as WebVTT; null when no cue in it can be read. */
export function toWebVtt(text: string, language: string): string | null {
  const cues = parseSubtitles(text);
  return cues.length === 0 ? null : writeWebVtt(cues, language);
}
