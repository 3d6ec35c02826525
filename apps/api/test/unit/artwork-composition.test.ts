import { describe, expect, it } from 'vitest';
import { leadingGenre, paletteFor } from '../../src/artwork/artwork-palette.ts';
import { composePoster, posterLabel } from '../../src/artwork/compose-poster.ts';
import { composeProfile, initialsOf } from '../../src/artwork/compose-profile.ts';
import { fitText, measureText } from '../../src/artwork/fit-text.ts';

const title = {
  id: 7,
  type: 'movie' as const,
  titleFa: 'بچه‌های آسمان',
  titleEn: 'Children of Heaven',
  year: 1997,
  releaseDate: null,
  iranian: false,
  genres: ['drama', 'family'],
};

describe('a rendered poster composition', () => {
  it('takes the palette of the most telling genre, a neutral one by id when none has one', () => {
    expect(leadingGenre(['drama', 'horror'])).toBe('horror');
    expect(leadingGenre(['drama', 'family'])).toBe('family');
    expect(paletteFor(['drama', 'horror'], 1)).toEqual(paletteFor(['horror'], 2));
    expect(paletteFor(['drama'], 1)).not.toEqual(paletteFor(['comedy'], 1));
    expect(leadingGenre(['talk-show'])).toBeNull();
    expect(paletteFor(['talk-show'], 3)).toEqual(paletteFor([], 3));
    expect(paletteFor([], 3)).not.toEqual(paletteFor([], 4));
  });

  it('labels the type, genre and year in Persian, an Iranian title with its Solar Hijri year', () => {
    expect(posterLabel(title)).toBe('فیلم  ·  خانوادگی  ·  ۱۹۹۷');
    expect(posterLabel({ ...title, iranian: true, releaseDate: '1997-02-05' })).toBe(
      'فیلم  ·  خانوادگی  ·  ۱۳۷۵',
    );
    expect(posterLabel({ ...title, iranian: true })).toBe('فیلم  ·  خانوادگی  ·  ۱۳۷۶');
    expect(posterLabel({ ...title, type: 'series', genres: [], year: null })).toBe('سریال');
  });

  it('sets a short Persian title large on one line', () => {
    const fitted = fitText('باران', { maxWidth: 408, maxLines: 3, sizes: [62, 40], weight: 900 });
    expect(fitted).toEqual({ lines: ['باران'], size: 62 });
  });

  it('wraps a long Persian title on words, every line within the width, smaller when it must', () => {
    const long = 'روزی روزگاری در سرزمین‌های دوردست و افسانه‌ای پارسیان کهن';
    const options = { maxWidth: 408, maxLines: 3, sizes: [62, 54, 46, 40, 34], weight: 900 };
    const fitted = fitText(long, options);
    expect(fitted.lines.length).toBeGreaterThan(1);
    expect(fitted.lines.length).toBeLessThanOrEqual(3);
    expect(fitted.lines.join(' ')).toBe(long);
    expect(fitted.size).toBeLessThan(62);
    for (const line of fitted.lines)
      expect(measureText(line, { size: fitted.size, weight: 900 })).toBeLessThanOrEqual(408);
  });

  it('cuts a title too long for its lines with an ellipsis, English too', () => {
    const words = Array.from({ length: 40 }, (_, index) => `Word${index}`).join(' ');
    const fitted = fitText(words, { maxWidth: 300, maxLines: 2, sizes: [22], weight: 500 });
    expect(fitted.lines).toHaveLength(2);
    expect(fitted.lines[1]).toMatch(/…$/);
    for (const line of fitted.lines)
      expect(measureText(line, { size: 22, weight: 500 })).toBeLessThanOrEqual(300);
  });

  it('escapes the titles in the SVG and leads with the English title when there is no Persian one', () => {
    const svg = composePoster({ ...title, titleFa: null, titleEn: 'Tom & Jerry <1>' });
    expect(svg).toContain('font-weight="900" fill="#ffffff">Tom &amp; Jerry');
    expect(svg).toContain('&lt;1&gt;</text>');
    expect(svg).not.toContain('<1>');
    expect(composePoster(title)).toContain('>Children of Heaven</text>');
  });
});

describe("a person's initials", () => {
  it('takes the first letters of the first and last names, Persian ones kept apart by a ZWNJ', () => {
    expect(initialsOf('عباس کیارستمی')).toBe('ع\u200cک');
    expect(initialsOf('سید محمد بهشتی')).toBe('س\u200cب');
    expect(initialsOf('Meryl Streep')).toBe('MS');
    expect(initialsOf('jean-luc godard')).toBe('JG');
    expect(initialsOf('Madonna')).toBe('M');
    expect(initialsOf('  ')).toBe('');
  });

  it('draws the Persian name when there is one, else the English one', () => {
    expect(composeProfile({ id: 1, fullnameFa: 'عباس کیارستمی', fullnameEn: 'Abbas Kiarostami' })).toContain(
      '>عباس کیارستمی<',
    );
    expect(composeProfile({ id: 1, fullnameFa: null, fullnameEn: 'Meryl Streep' })).toContain('>MS</text>');
  });
});
