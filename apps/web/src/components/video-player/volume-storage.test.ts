import { describe, expect, it } from 'vitest';
import { readStoredVolume, VOLUME_STORAGE_KEY, writeStoredVolume } from './volume-storage.ts';

const memoryStorage = () => {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
};

describe('remembered volume', () => {
  it('reads back what was written', () => {
    const storage = memoryStorage();
    writeStoredVolume(storage, { volume: 0.35, muted: true });
    expect(readStoredVolume(storage)).toEqual({ volume: 0.35, muted: true });
  });

  it('defaults to full volume, unmuted, when nothing or garbage is stored', () => {
    const storage = memoryStorage();
    expect(readStoredVolume(storage)).toEqual({ volume: 1, muted: false });
    storage.setItem(VOLUME_STORAGE_KEY, '{not json');
    expect(readStoredVolume(storage)).toEqual({ volume: 1, muted: false });
    storage.setItem(VOLUME_STORAGE_KEY, JSON.stringify({ volume: 'loud' }));
    expect(readStoredVolume(storage)).toEqual({ volume: 1, muted: false });
    expect(readStoredVolume(undefined)).toEqual({ volume: 1, muted: false });
  });

  it('clamps a stored volume out of range and survives a storage that throws', () => {
    const storage = memoryStorage();
    storage.setItem(VOLUME_STORAGE_KEY, JSON.stringify({ volume: 7, muted: false }));
    expect(readStoredVolume(storage).volume).toBe(1);
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('full');
      },
    };
    expect(() => writeStoredVolume(broken, { volume: 0.5, muted: false })).not.toThrow();
    expect(readStoredVolume(broken)).toEqual({ volume: 1, muted: false });
  });
});
