import { describe, expect, it } from 'vitest';
import {
  AUDIO_STORAGE_KEY,
  DEFAULT_SUBTITLE_STYLE,
  QUALITY_STORAGE_KEY,
  readAudioLanguage,
  readBandwidth,
  readQualityHeight,
  readSubtitleStyle,
  SUBTITLE_STYLE_STORAGE_KEY,
  writeAudioLanguage,
  writeBandwidth,
  writeQualityHeight,
  writeSubtitleStyle,
} from './player-storage.ts';

const memoryStorage = () => {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
};

const broken = {
  getItem: () => {
    throw new Error('denied');
  },
  setItem: () => {
    throw new Error('full');
  },
};

describe('player storage', () => {
  it('remembers a manual quality as its height, and «خودکار» as none', () => {
    const storage = memoryStorage();
    expect(readQualityHeight(storage)).toBeNull();
    writeQualityHeight(storage, 720);
    expect(readQualityHeight(storage)).toBe(720);
    writeQualityHeight(storage, null);
    expect(storage.getItem(QUALITY_STORAGE_KEY)).toBe('auto');
    expect(readQualityHeight(storage)).toBeNull();
  });

  it('remembers the measured bandwidth and the audio language, refusing garbage', () => {
    const storage = memoryStorage();
    writeBandwidth(storage, 4.56789);
    expect(readBandwidth(storage)).toBe(4.57);
    writeAudioLanguage(storage, 'fa');
    expect(readAudioLanguage(storage)).toBe('fa');
    storage.setItem(AUDIO_STORAGE_KEY, '<script>');
    expect(readAudioLanguage(storage)).toBeNull();
  });

  it('reads the subtitle look field by field, defaulting what is missing or unknown', () => {
    const storage = memoryStorage();
    expect(readSubtitleStyle(storage)).toEqual(DEFAULT_SUBTITLE_STYLE);
    writeSubtitleStyle(storage, { size: 'large', background: 'none', position: 'high' });
    expect(readSubtitleStyle(storage)).toEqual({ size: 'large', background: 'none', position: 'high' });
    storage.setItem(SUBTITLE_STYLE_STORAGE_KEY, JSON.stringify({ size: 'huge', position: 'high' }));
    expect(readSubtitleStyle(storage)).toEqual({ ...DEFAULT_SUBTITLE_STYLE, position: 'high' });
    storage.setItem(SUBTITLE_STYLE_STORAGE_KEY, '{oops');
    expect(readSubtitleStyle(storage)).toEqual(DEFAULT_SUBTITLE_STYLE);
  });

  it('survives a storage that throws', () => {
    expect(() => writeQualityHeight(broken, 480)).not.toThrow();
    expect(() => writeSubtitleStyle(broken, DEFAULT_SUBTITLE_STYLE)).not.toThrow();
    expect(readQualityHeight(broken)).toBeNull();
    expect(readBandwidth(undefined)).toBeNull();
    expect(readSubtitleStyle(broken)).toEqual(DEFAULT_SUBTITLE_STYLE);
  });
});
