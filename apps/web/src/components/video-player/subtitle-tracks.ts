import type { WatchSubtitle } from '@pardeh/contract';
import type { KeyValueStorage } from './volume-storage.ts';

/**
 * The player's subtitle choice. What the viewer picks is remembered by language ("fa", or "off"),
 * like the volume, so the next film opens with the same language when it has it.
 */
export const SUBTITLE_STORAGE_KEY = 'pardeh-player-subtitles';
export const SUBTITLES_OFF = 'off';

/** The remembered language, `off`, or null when nothing (readable) is stored. */
export function readSubtitlePreference(storage: KeyValueStorage | undefined): string | null {
  try {
    const stored = storage?.getItem(SUBTITLE_STORAGE_KEY);
    return stored && /^(?:off|[a-z]{2,3})$/.test(stored) ? stored : null;
  } catch {
    return null;
  }
}

export function writeSubtitlePreference(storage: KeyValueStorage | undefined, value: string): void {
  try {
    storage?.setItem(SUBTITLE_STORAGE_KEY, value);
  } catch {
    // Storage full or disabled: the choice is simply not remembered.
  }
}

/** The site's own language: its subtitles show unless the viewer turned subtitles off before. */
const DEFAULT_LANGUAGE = 'fa';

/**
 * The subtitle to show when a video opens (its id, or null for none): none if the viewer turned
 * subtitles off; else the remembered language if the video has it, else Persian if it has that.
 */
export function initialSubtitle(
  subtitles: readonly WatchSubtitle[],
  preference: string | null,
): number | null {
  if (preference === SUBTITLES_OFF) return null;
  const inLanguage = (language: string) => subtitles.find((subtitle) => subtitle.language === language)?.id;
  return (preference ? inLanguage(preference) : undefined) ?? inLanguage(DEFAULT_LANGUAGE) ?? null;
}

/** What choosing a track (or none) stores: its language, or `off`. */
export const preferenceFor = (subtitles: readonly WatchSubtitle[], id: number | null): string =>
  subtitles.find((subtitle) => subtitle.id === id)?.language ?? SUBTITLES_OFF;

const RIGHT_TO_LEFT_LANGUAGES = new Set(['fa', 'ar', 'he', 'ur', 'ps', 'ku', 'ckb', 'yi', 'dv', 'sd', 'ug']);

/**
 * A cue's direction comes from its language, not from its first letter: a Persian line that opens
 * with a number, a Latin name or punctuation still runs right to left, its full stop at the left.
 */
export const subtitleDirection = (language: string): 'rtl' | 'ltr' | 'auto' =>
  RIGHT_TO_LEFT_LANGUAGES.has(language) ? 'rtl' : /^[a-z]{2,3}$/.test(language) ? 'ltr' : 'auto';

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  nbsp: '\u00a0',
  lrm: '\u200e',
  rlm: '\u200f',
  quot: '"',
  apos: "'",
};

/**
 * A WebVTT cue's text as plain lines: markup (`<i>`, `<b>`, `<c.x>`, `<v Name>`, timestamps) is
 * dropped and escapes decoded. The text is then shown as text, never as HTML.
 */
export function cueLines(text: string): string[] {
  return text
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|nbsp|lrm|rlm|quot|apos);/g, (_match, name: string) => ENTITIES[name] ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}
