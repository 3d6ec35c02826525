import type { TitleFileSummary } from '@pardeh/contract';
import { describe, expect, it } from 'vitest';
import { fileLabel, formatFileSize, groupFilesByLanguage } from './file-labels.ts';
import { titleWatchKey, trailerPath, watchPath } from './watch-links.ts';

const file = (id: number, language: TitleFileSummary['language'], quality: string): TitleFileSummary => ({
  id,
  episodeId: null,
  quality,
  sizeBytes: 1000,
  language,
  premiumOnly: false,
});

describe('files', () => {
  it('groups by language (original, dubbed, subtitled), best quality first, empty groups left out', () => {
    const groups = groupFilesByLanguage([
      file(1, 'subtitled', '720p'),
      file(2, 'original', '480p'),
      file(3, 'original', '1080p'),
      file(4, 'original', '720p'),
    ]);
    expect(groups.map((group) => [group.language, group.files.map((item) => item.id)])).toEqual([
      ['original', [3, 4, 2]],
      ['subtitled', [1]],
    ]);
  });

  it('labels a file and its size in Persian', () => {
    expect(fileLabel(file(1, 'dubbed', '720p'))).toBe('دوبله‌ی فارسی · 720p');
    expect(formatFileSize(1_503_238_554)).toBe('۱٫۴ گیگابایت');
    expect(formatFileSize(47_599)).toBe('۴۶ کیلوبایت');
    expect(formatFileSize(734_003_200)).toBe('۷۰۰ مگابایت');
    expect(formatFileSize(null)).toBe('نامشخص');
  });
});

describe('watch links', () => {
  it('name the title by IMDb id, or by Pardeh id without one', () => {
    expect(titleWatchKey({ id: 5, imdbId: 'tt0111161' })).toBe('tt0111161');
    expect(trailerPath({ id: 5, imdbId: null })).toBe('/watch/trailer/5');
    expect(watchPath({ id: 5, imdbId: null }, 40)).toBe('/watch/5/40');
  });
});
