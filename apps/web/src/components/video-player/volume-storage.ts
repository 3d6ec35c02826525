import { clampVolume } from './player-shortcuts.ts';

/** localStorage key of the player's remembered volume, shared by every video on the site. */
export const VOLUME_STORAGE_KEY = 'pardeh-player-volume';

export interface StoredVolume {
  volume: number;
  muted: boolean;
}

const DEFAULT_VOLUME: StoredVolume = { volume: 1, muted: false };

export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** The remembered volume; anything unreadable (private mode, edited by hand) gives the default. */
export function readStoredVolume(storage: KeyValueStorage | undefined): StoredVolume {
  try {
    const raw = storage?.getItem(VOLUME_STORAGE_KEY);
    if (!raw) return DEFAULT_VOLUME;
    const parsed = JSON.parse(raw) as Partial<StoredVolume>;
    if (typeof parsed.volume !== 'number' || !Number.isFinite(parsed.volume)) return DEFAULT_VOLUME;
    return { volume: clampVolume(parsed.volume), muted: parsed.muted === true };
  } catch {
    return DEFAULT_VOLUME;
  }
}

export function writeStoredVolume(storage: KeyValueStorage | undefined, value: StoredVolume): void {
  try {
    storage?.setItem(
      VOLUME_STORAGE_KEY,
      JSON.stringify({ volume: clampVolume(value.volume), muted: value.muted }),
    );
  } catch {
    // Storage full or disabled: the volume is simply not remembered.
  }
}

export const browserStorage = (): KeyValueStorage | undefined =>
  typeof window === 'undefined' ? undefined : window.localStorage;
