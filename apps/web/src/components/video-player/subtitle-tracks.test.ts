import type { WatchSubtitle } from '@pardeh/contract';
import { describe, expect, it } from 'vitest';
import {
  cueLines,
  initialSubtitle,
  preferenceFor,
  readSubtitlePreference,
  SUBTITLE_STORAGE_KEY,
  subtitleDirection,
  writeSubtitlePreference,
} from './subtitle-tracks.ts';

const track = (id: number, language: string, label = language): WatchSubtitle => ({
  id,
  language,
  label,
  url: `/media/subtitles/${id}.vtt`,
});
const persian = track(1, 'fa', 'فارسی');
const english = track(2, 'en', 'انگلیسی');

const memoryStorage = () => {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
};

describe('the subtitle a video opens with', () => {
  it('is Persian when nothing is remembered and the video has Persian, else none', () => {
    expect(initialSubtitle([english, persian], null)).toBe(persian.id);
    expect(initialSubtitle([english], null)).toBeNull();
    expect(initialSubtitle([], null)).toBeNull();
  });

  it('is the remembered language, falling back to Persian when the video lacks it', () => {
    expect(initialSubtitle([persian, english], 'en')).toBe(english.id);
    expect(initialSubtitle([persian], 'en')).toBe(persian.id);
    expect(initialSubtitle([track(3, 'de')], 'en')).toBeNull();
  });

  it('is none when the viewer turned subtitles off, whatever the video has', () => {
    expect(initialSubtitle([persian, english], 'off')).toBeNull();
  });
});

describe('the remembered choice', () => {
  it('stores the chosen track’s language, or off for none', () => {
    expect(preferenceFor([persian, english], english.id)).toBe('en');
    expect(preferenceFor([persian, english], null)).toBe('off');
    expect(preferenceFor([persian], 99)).toBe('off');
  });

  it('reads back what was written and ignores garbage or a broken storage', () => {
    const storage = memoryStorage();
    expect(readSubtitlePreference(storage)).toBeNull();
    writeSubtitlePreference(storage, 'fa');
    expect(readSubtitlePreference(storage)).toBe('fa');
    writeSubtitlePreference(storage, 'off');
    expect(readSubtitlePreference(storage)).toBe('off');
    storage.setItem(SUBTITLE_STORAGE_KEY, '<script>');
    expect(readSubtitlePreference(storage)).toBeNull();
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('full');
      },
    };
    expect(readSubtitlePreference(broken)).toBeNull();
    expect(() => writeSubtitlePreference(broken, 'fa')).not.toThrow();
    expect(readSubtitlePreference(undefined)).toBeNull();
  });
});

describe('cue text', () => {
  it('runs right to left for Persian and Arabic, left to right for other known languages', () => {
    expect(subtitleDirection('fa')).toBe('rtl');
    expect(subtitleDirection('ar')).toBe('rtl');
    expect(subtitleDirection('en')).toBe('ltr');
    expect(subtitleDirection('x-unknown')).toBe('auto');
  });

  it('drops WebVTT markup, decodes escapes and splits lines', () => {
    expect(cueLines('<v Ali><i>سلام</i> &amp; خداحافظ</v>\n<00:00:01.000>دوم &lt;سطر&gt;')).toEqual([
      'سلام & خداحافظ',
      'دوم <سطر>',
    ]);
    expect(cueLines('\u200f۱۰ دقیقه مانده.\r\n\n')).toEqual(['\u200f۱۰ دقیقه مانده.']);
    expect(cueLines('<b></b>')).toEqual([]);
  });
});
