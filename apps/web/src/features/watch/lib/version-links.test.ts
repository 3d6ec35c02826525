import type { TitleFileSummary, WatchRendition } from '@pardeh/contract';
import { describe, expect, it } from 'vitest';
import { versionLinks } from './version-links.ts';

let nextId = 1;
const file = (
  language: TitleFileSummary['language'],
  quality: string,
  premiumOnly = false,
): TitleFileSummary => ({
  id: nextId++,
  episodeId: null,
  quality,
  sizeBytes: null,
  language,
  premiumOnly,
});
const rendition = (of: TitleFileSummary): WatchRendition => ({
  fileId: of.id,
  quality: of.quality,
  height: Number.parseInt(of.quality, 10),
  premiumOnly: of.premiumOnly,
  url: null,
});

const original480 = file('original', '480p');
const original720 = file('original', '720p');
const original1080 = file('original', '1080p', true);
const dubbed480 = file('dubbed', '480p');
const dubbed720 = file('dubbed', '720p');
const dubbed1080 = file('dubbed', '1080p', true);
const all = [original480, original720, original1080, dubbed480, dubbed720, dubbed1080];
const originals = [original480, original720, original1080].map(rendition);

const ids = (files: TitleFileSummary[]) => files.map((item) => item.id);

describe('versionLinks', () => {
  it('gives the playing version one link and each other language one, at the same quality', () => {
    expect(ids(versionLinks(all, original720, originals, false))).toEqual([original720.id, dubbed720.id]);
  });

  it('opens another language at the best quality the viewer may play', () => {
    expect(ids(versionLinks(all, original1080, originals, true))).toEqual([original1080.id, dubbed1080.id]);
    expect(ids(versionLinks(all, original1080, originals, false))).toEqual([original1080.id, dubbed720.id]);
  });

  it('keeps a link for each quality the player cannot switch to', () => {
    expect(ids(versionLinks(all, original480, [], false))).toEqual([
      original480.id,
      original720.id,
      original1080.id,
      dubbed480.id,
    ]);
  });

  it('links a language whose every file is for subscribers to its best one', () => {
    const premiumDub = file('dubbed', '1080p', true);
    expect(
      ids(versionLinks([original480, premiumDub], original480, [rendition(original480)], false)),
    ).toEqual([original480.id, premiumDub.id]);
  });
});
