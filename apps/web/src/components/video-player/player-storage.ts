import type { KeyValueStorage } from './volume-storage.ts';

/**
 * What the player remembers on this device (localStorage), besides the volume and the subtitle
 * language: a manual quality, the last measured bandwidth, the audio language and the subtitles'
 * look. Anything unreadable (private mode, edited by hand) reads as nothing remembered.
 */
export const QUALITY_STORAGE_KEY = 'pardeh-player-quality';
export const BANDWIDTH_STORAGE_KEY = 'pardeh-player-bandwidth';
export const AUDIO_STORAGE_KEY = 'pardeh-player-audio';
export const SUBTITLE_STYLE_STORAGE_KEY = 'pardeh-player-subtitle-style';

function read(storage: KeyValueStorage | undefined, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(storage: KeyValueStorage | undefined, key: string, value: string): void {
  try {
    storage?.setItem(key, value);
  } catch {
    // Storage full or disabled: the choice is simply not remembered.
  }
}

/** A manual quality is remembered as its picture height; «خودکار» (or nothing) is null. */
export function readQualityHeight(storage: KeyValueStorage | undefined): number | null {
  const stored = read(storage, QUALITY_STORAGE_KEY);
  return stored && /^\d{3,4}$/.test(stored) ? Number(stored) : null;
}

export const writeQualityHeight = (storage: KeyValueStorage | undefined, height: number | null): void =>
  write(storage, QUALITY_STORAGE_KEY, height === null ? 'auto' : String(height));

/** The last measured download speed, in Mbps. */
export function readBandwidth(storage: KeyValueStorage | undefined): number | null {
  const value = Number(read(storage, BANDWIDTH_STORAGE_KEY));
  return Number.isFinite(value) && value > 0 ? value : null;
}

export const writeBandwidth = (storage: KeyValueStorage | undefined, mbps: number): void =>
  write(storage, BANDWIDTH_STORAGE_KEY, mbps.toFixed(2));

export function readAudioLanguage(storage: KeyValueStorage | undefined): string | null {
  const stored = read(storage, AUDIO_STORAGE_KEY);
  return stored && /^[a-z]{2,3}(?:-[a-z0-9]{2,8})*$/i.test(stored) ? stored : null;
}

export const writeAudioLanguage = (storage: KeyValueStorage | undefined, language: string): void =>
  write(storage, AUDIO_STORAGE_KEY, language);

export const SUBTITLE_SIZES = ['small', 'medium', 'large'] as const;
export const SUBTITLE_BACKGROUNDS = ['band', 'solid', 'none'] as const;
/** `auto`: near the bottom, moving above the control bar while it shows; `high`: always above it. */
export const SUBTITLE_POSITIONS = ['auto', 'high'] as const;

export interface SubtitleStyle {
  size: (typeof SUBTITLE_SIZES)[number];
  background: (typeof SUBTITLE_BACKGROUNDS)[number];
  position: (typeof SUBTITLE_POSITIONS)[number];
}

export const DEFAULT_SUBTITLE_STYLE: SubtitleStyle = { size: 'medium', background: 'band', position: 'auto' };

const oneOf = <T extends string>(options: readonly T[], value: unknown, fallback: T): T =>
  options.includes(value as T) ? (value as T) : fallback;

export function readSubtitleStyle(storage: KeyValueStorage | undefined): SubtitleStyle {
  try {
    const parsed = JSON.parse(read(storage, SUBTITLE_STYLE_STORAGE_KEY) ?? '{}') as Record<string, unknown>;
    return {
      size: oneOf(SUBTITLE_SIZES, parsed.size, DEFAULT_SUBTITLE_STYLE.size),
      background: oneOf(SUBTITLE_BACKGROUNDS, parsed.background, DEFAULT_SUBTITLE_STYLE.background),
      position: oneOf(SUBTITLE_POSITIONS, parsed.position, DEFAULT_SUBTITLE_STYLE.position),
    };
  } catch {
    return DEFAULT_SUBTITLE_STYLE;
  }
}

export const writeSubtitleStyle = (storage: KeyValueStorage | undefined, style: SubtitleStyle): void =>
  write(storage, SUBTITLE_STYLE_STORAGE_KEY, JSON.stringify(style));
