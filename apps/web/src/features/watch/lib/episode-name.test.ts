import type { WatchEpisode } from '@pardeh/contract';
import { describe, expect, it } from 'vitest';
import { episodeHeading, episodePlace, episodeTitle } from './episode-name.ts';

const episode = (patch: Partial<WatchEpisode> = {}): WatchEpisode => ({
  id: 7,
  seasonNumber: 1,
  number: 2,
  nameEn: "Cat's in the Bag...",
  nameFa: 'گربه در کیسه است',
  runtime: 48,
  fileId: 12,
  path: '/watch/tt0903747/12',
  ...patch,
});

describe('episode names', () => {
  it('names the series, season and episode in Persian digits, the Persian name first', () => {
    expect(episodeHeading('بریکینگ بد', episode())).toBe('بریکینگ بد · فصل ۱ · قسمت ۲: گربه در کیسه است');
  });

  it('falls back to the English name, and to the place alone without a name', () => {
    expect(episodeHeading('بریکینگ بد', episode({ nameFa: null }))).toBe(
      "بریکینگ بد · فصل ۱ · قسمت ۲: Cat's in the Bag...",
    );
    expect(
      episodeHeading('بریکینگ بد', episode({ nameFa: null, nameEn: null, seasonNumber: 10, number: 12 })),
    ).toBe('بریکینگ بد · فصل ۱۰ · قسمت ۱۲');
  });

  it('names an episode within its season for the list and the up-next card', () => {
    expect(episodeTitle(episode())).toBe('قسمت ۲: گربه در کیسه است');
    expect(episodeTitle(episode({ nameFa: null, nameEn: null }))).toBe('قسمت ۲');
    expect(episodePlace(episode({ seasonNumber: 3, number: 1 }))).toBe('فصل ۳ · قسمت ۱');
  });
});
