import { describe, expect, it } from 'vitest';
import { ENRICHED_CAST_LIMIT, selectCredits } from '../../src/catalog/enrich/select-credits.ts';
import type { ImportBatch, TitleInput } from '../../src/catalog/import/import-types.ts';
import { fillPerson, mergePerson } from '../../src/catalog/import/person-record.ts';
import { fillTitle, mergeTitle } from '../../src/catalog/import/title-record.ts';

const tmdbTitle: TitleInput = {
  source: 'tmdb',
  sourceId: 'movie:550',
  type: 'movie',
  titleEn: 'Fight Club',
  titleFa: 'باشگاه مشت‌زنی',
  plotEn: 'From TMDB.',
  taglineEn: 'Mischief. Mayhem. Soap.',
  runtime: 139,
  countries: ['US'],
  aliases: ['Clube da Luta'],
  posterUrl: 'https://image.tmdb.org/t/p/w780/poster.jpg',
  popularity: 61.4,
};

describe('fill-only merge', () => {
  it('keeps every stored value and fills only the empty ones', () => {
    const stored = mergeTitle(undefined, {
      source: 'netflix',
      sourceId: 'tm1',
      type: 'movie',
      titleEn: 'Fight Club',
      plotEn: 'What an operator wrote.',
      runtime: 140,
      posterUrl: 'https://example.org/own-poster.jpg',
    });
    const filled = fillTitle(stored, tmdbTitle);
    expect(filled).toMatchObject({
      titleFa: 'باشگاه مشت‌زنی',
      plotEn: 'What an operator wrote.',
      taglineEn: 'Mischief. Mayhem. Soap.',
      runtime: 140,
      countries: ['US'],
      aliases: ['Clube da Luta'],
      posterUrl: 'https://example.org/own-poster.jpg',
      popularity: 61.4,
    });
    expect(filled.searchText).toContain('باشگاه');
    // The import merge, by contrast, lets the source's values win.
    expect(mergeTitle(stored, tmdbTitle)).toMatchObject({ plotEn: 'From TMDB.', runtime: 139 });
    expect(fillTitle(filled, tmdbTitle)).toEqual(filled);
  });

  it('fills a person’s photo but never renames them', () => {
    const stored = mergePerson(undefined, {
      source: 'netflix',
      sourceId: '1',
      fullnameEn: 'Vin Diesel',
      fullnameFa: 'وین دیزل',
    });
    expect(
      fillPerson(stored, {
        source: 'tmdb',
        sourceId: '12835',
        fullnameEn: 'Vin Diesel (actor)',
        imageUrl: 'https://image.tmdb.org/t/p/h632/vin.jpg',
      }),
    ).toMatchObject({
      fullnameEn: 'Vin Diesel',
      fullnameFa: 'وین دیزل',
      imageUrl: 'https://image.tmdb.org/t/p/h632/vin.jpg',
    });
  });
});

describe('selectCredits', () => {
  const title = { source: 'tmdb', sourceId: 'movie:87421' };
  const person = (id: number, name: string) => ({ source: 'tmdb', sourceId: String(id), fullnameEn: name });
  const credit = (id: number, role: 'actor' | 'director' | 'producer', billingOrder = 0) => ({
    title,
    person: { source: 'tmdb', sourceId: String(id) },
    role,
    billingOrder,
  });
  const batch: ImportBatch = {
    people: [person(1, 'Vin Diesel'), person(2, 'Karl Urban'), person(3, 'David Twohy')],
    credits: [credit(1, 'actor', 0), credit(2, 'actor', 1), credit(3, 'director'), credit(1, 'producer')],
  };

  it('fills empty roles, and in a filled role only touches who is credited, recognised by name', () => {
    const selection = selectCredits(
      batch,
      [{ personId: 40, role: 'actor', fullnameEn: 'VIN DIESEL', tmdbId: null }],
      new Set(),
    );
    expect(selection.links).toEqual([{ tmdbId: '1', personId: 40 }]);
    expect(selection.batch.credits?.map((kept) => `${kept.person.sourceId}:${kept.role}`)).toEqual([
      '1:actor',
      '3:director',
      '1:producer',
    ]);
    expect(selection.batch.people?.map((kept) => kept.fullnameEn)).toEqual(['Vin Diesel', 'David Twohy']);
  });

  it('does not take a TMDB id another person already has', () => {
    const selection = selectCredits(
      batch,
      [{ personId: 40, role: 'actor', fullnameEn: 'Vin Diesel', tmdbId: null }],
      new Set(['1']),
    );
    expect(selection.links).toEqual([]);
    expect(selection.batch.credits?.map((kept) => kept.role)).toEqual(['director', 'producer']);
  });

  it('keeps the leading actors of a long cast only', () => {
    const cast = Array.from({ length: 50 }, (_, index) => index + 100);
    const selection = selectCredits(
      {
        people: cast.map((id) => person(id, `Actor ${id}`)),
        credits: cast.map((id, index) => credit(id, 'actor', 49 - index)),
      },
      [],
      new Set(),
    );
    expect(selection.batch.credits).toHaveLength(ENRICHED_CAST_LIMIT);
    expect(selection.batch.credits?.map((kept) => kept.billingOrder)).toContain(0);
    expect(selection.batch.people).toHaveLength(ENRICHED_CAST_LIMIT);
  });
});
