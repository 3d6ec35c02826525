import type { WatchFile, WatchRendition } from '@pardeh/contract';
import { describe, expect, it } from 'vitest';
import { needsMediaPass } from './grant-media-pass.ts';

const rendition = (premiumOnly: boolean, url: string | null): WatchRendition => ({
  fileId: premiumOnly ? 2 : 1,
  quality: premiumOnly ? '1080p' : '480p',
  height: premiumOnly ? 1080 : 480,
  premiumOnly,
  url,
});

const watch = (fields: { url: string | null; premiumOnly: boolean; renditions: WatchRendition[] }) =>
  ({
    url: fields.url,
    file: { id: 1, premiumOnly: fields.premiumOnly },
    renditions: fields.renditions,
  }) as unknown as WatchFile;

describe('needsMediaPass', () => {
  it('asks for a pass when the file, or a quality the player may switch to, is premium', () => {
    expect(needsMediaPass(watch({ url: '/media/a.webm', premiumOnly: true, renditions: [] }))).toBe(true);
    expect(
      needsMediaPass(
        watch({
          url: '/media/free.webm',
          premiumOnly: false,
          renditions: [rendition(false, '/media/free.webm'), rendition(true, '/media/premium.webm')],
        }),
      ),
    ).toBe(true);
  });

  it('does not for free media, nor for a file the viewer may not play', () => {
    expect(
      needsMediaPass(
        watch({
          url: '/media/free.webm',
          premiumOnly: false,
          renditions: [rendition(false, '/media/free.webm'), rendition(true, null)],
        }),
      ),
    ).toBe(false);
    expect(needsMediaPass(watch({ url: null, premiumOnly: true, renditions: [] }))).toBe(false);
  });
});
