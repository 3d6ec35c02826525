import type { TitleFileSummary } from '@pardeh/contract';
import { describe, expect, it } from 'vitest';
import { bestFileFor } from './best-file.ts';

const file = (id: number, language: TitleFileSummary['language'], quality: string, premiumOnly: boolean) => ({
  id,
  episodeId: null,
  quality,
  sizeBytes: 1000,
  language,
  premiumOnly,
});

// As the API lists a title's files: the preferred language first, best quality first within it.
const files = [
  file(3, 'original', '1080p', true),
  file(2, 'original', '720p', false),
  file(1, 'original', '480p', false),
  file(4, 'dubbed', '720p', true),
];

describe('the file «تماشا» opens', () => {
  it('is the best free file for a viewer without premium', () => {
    expect(bestFileFor(files, false)?.id).toBe(2);
  });

  it('is the best file of all for a subscriber', () => {
    expect(bestFileFor(files, true)?.id).toBe(3);
  });

  it('is a free file of another language before a premium one of the preferred language', () => {
    expect(
      bestFileFor([file(3, 'original', '1080p', true), file(5, 'dubbed', '720p', false)], false)?.id,
    ).toBe(5);
  });

  it('is the first file when all are for subscribers (its page offers premium), none without files', () => {
    expect(
      bestFileFor([file(3, 'original', '1080p', true), file(4, 'dubbed', '720p', true)], false)?.id,
    ).toBe(3);
    expect(bestFileFor([], false)).toBeUndefined();
  });
});
