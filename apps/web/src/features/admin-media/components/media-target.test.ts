import type { AdminTitleDetail } from '@pardeh/contract';
import { describe, expect, it } from 'vitest';
import { defaultTarget, effectiveTarget, episodeLabel, episodeOptions } from './media-target.ts';

const episode = (id: number, number: number, nameFa: string | null) => ({
  id,
  seasonId: 1,
  number,
  nameFa,
  nameEn: null,
  plot: null,
  airDate: null,
  runtime: null,
  filesCount: 0,
  lockedFields: [],
});

const series: Pick<AdminTitleDetail, 'type' | 'seasons'> = {
  type: 'series',
  seasons: [
    {
      id: 1,
      titleId: 9,
      number: 1,
      name: null,
      airDate: null,
      lockedFields: [],
      episodes: [episode(11, 1, 'آغاز'), episode(12, 2, null)],
    },
    {
      id: 2,
      titleId: 9,
      number: 2,
      name: null,
      airDate: null,
      lockedFields: [],
      episodes: [episode(21, 1, null)],
    },
  ],
};

describe('where a video goes', () => {
  it('offers the title itself, then every episode in order with Persian numbers', () => {
    expect(episodeOptions(series)).toEqual([
      { id: null, label: 'خود سریال (بدون قسمت)' },
      { id: 11, label: 'فصل ۱، قسمت ۱ · آغاز' },
      { id: 12, label: 'فصل ۱، قسمت ۲' },
      { id: 21, label: 'فصل ۲، قسمت ۱' },
    ]);
    expect(episodeOptions({ type: 'movie', seasons: [] })).toEqual([{ id: null, label: 'خود فیلم' }]);
    expect(episodeLabel(series, 21)).toBe('فصل ۲، قسمت ۱');
    expect(episodeLabel(series, null)).toBe('');
  });

  it('sends a trailer for the title, free, whatever was chosen before switching to it', () => {
    const file = { ...defaultTarget(9), episodeId: 12, premiumOnly: true };
    expect(effectiveTarget(file)).toEqual(file);
    expect(effectiveTarget({ ...file, purpose: 'trailer' })).toEqual({
      ...file,
      purpose: 'trailer',
      episodeId: null,
      premiumOnly: false,
    });
  });
});
