import type { WatchRendition } from '@pardeh/contract';
import { describe, expect, it } from 'vitest';
import {
  knownBandwidth,
  playableRenditions,
  renditionForBandwidth,
  renditionForHeight,
  renditionHeight,
} from './rendition-choice.ts';

const rendition = (fileId: number, quality: string, url: string | null = `/media/${fileId}.mp4`) =>
  ({ fileId, quality, height: null, premiumOnly: url === null, url }) satisfies WatchRendition;

const ladder = playableRenditions([rendition(1, '480p'), rendition(2, '720p'), rendition(3, '1080p')]);

describe('rendition choice', () => {
  it('reads a height from the rendition or its label, and drops renditions without an address', () => {
    expect(renditionHeight({ height: 544, quality: '576p' })).toBe(544);
    expect(renditionHeight({ height: null, quality: 'HD 720p' })).toBe(720);
    expect(renditionHeight({ height: null, quality: 'BluRay' })).toBeNull();
    const playable = playableRenditions([rendition(1, '480p'), rendition(2, '1080p', null)]);
    expect(playable.map((item) => item.fileId)).toEqual([1]);
    expect(playable[0]?.height).toBe(480);
  });

  it('starts at the highest rendition the measured bandwidth carries, with room to spare', () => {
    expect(renditionForBandwidth(ladder, 10)).toBe(2);
    expect(renditionForBandwidth(ladder, 4)).toBe(1);
    expect(renditionForBandwidth(ladder, 3)).toBe(0);
    expect(renditionForBandwidth(ladder, 0.3)).toBe(0);
    expect(renditionForBandwidth(ladder, null)).toBe(0);
  });

  it('finds a remembered manual height, or the nearest below it', () => {
    expect(renditionForHeight(ladder, 720)).toBe(1);
    expect(renditionForHeight(ladder, 900)).toBe(1);
    expect(renditionForHeight(ladder, 2160)).toBe(2);
    expect(renditionForHeight(ladder, 240)).toBe(0);
    expect(renditionForHeight(ladder, null)).toBeNull();
  });

  it('prefers the browser’s own estimate to the last measurement', () => {
    expect(knownBandwidth({ downlink: 7.5 }, 2)).toBe(7.5);
    expect(knownBandwidth({ downlink: 0 }, 2)).toBe(2);
    expect(knownBandwidth(undefined, null)).toBeNull();
  });
});
