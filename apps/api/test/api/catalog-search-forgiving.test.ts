import { personResultSchema, searchListOf, searchPageOf, titleResultSchema } from '@pardeh/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getParsed } from '../support/catalog-client.ts';
import { catalogFactory } from '../support/catalog-factory.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

/**
 * Search that forgives (#31), every class of the query set through HTTP: Finglish, Persian
 * spellings of foreign names, the wrong keyboard layout both ways, typos, people; the dropdown and
 * the full results page alike.
 */
let server: TestApp;
beforeAll(async () => {
  server = await startTestApp();
  const make = catalogFactory(server.database);
  const titles = [
    { titleEn: 'Separation', titleFa: 'جدایی', year: 1969 },
    // Keyed "jd" too, in a longer name, and far better known: a whole name keyed as the query leads.
    { titleEn: 'Return of the Jedi', titleFa: 'بازگشت جدای', year: 1983, imdbVotes: 1_100_000 },
    { titleEn: 'Children of Heaven', titleFa: 'بچه‌های آسمان', year: 1997, imdbVotes: 80_000 },
    { titleEn: 'Inception', titleFa: 'تلقین', year: 2010, imdbVotes: 2_500_000 },
    { titleEn: 'Breaking Bad', year: 2008, imdbVotes: 2_000_000, type: 'series' as const },
    { titleEn: 'The Godfather', titleFa: 'پدرخوانده', year: 1972, imdbVotes: 2_000_000 },
    { titleEn: 'The Dark Knight', titleFa: 'شوالیه تاریکی', year: 2008, imdbVotes: 2_800_000 },
    { titleEn: 'Baran', titleFa: 'باران', year: 2001, imdbVotes: 10_000 },
    { titleEn: 'Following', year: 1998, imdbVotes: 100_000 },
    { titleEn: 'Grown Ups', year: 2010, imdbVotes: 300_000 },
    // Typos corrected to title words: "ruhh" is one edit from both "rush" and "ruth".
    { titleEn: 'Rocky', year: 1976, imdbVotes: 600_000 },
    { titleEn: 'Rush', year: 2013, imdbVotes: 500_000 },
    { titleEn: 'Babe Ruth', year: 1991, imdbVotes: 5_000 },
    { titleEn: 'The Matrix', titleFa: 'ماتریکس', year: 1999, imdbVotes: 2_100_000 },
    { titleEn: 'Resident Evil', year: 2002, imdbVotes: 300_000 },
    // "hobbie" is inside one title's word, and one edit from it and from three titles' "hobbit".
    { titleEn: 'Hobbies', year: 2020, imdbVotes: 100 },
    { titleEn: 'The Hobbit: An Unexpected Journey', year: 2012, imdbVotes: 900_000 },
    { titleEn: 'The Hobbit: The Desolation of Smaug', year: 2013, imdbVotes: 700_000 },
    { titleEn: 'The Hobbit: The Battle of the Five Armies', year: 2014, imdbVotes: 600_000 },
  ];
  const ids = new Map<string, number>();
  for (const title of titles) ids.set(title.titleEn, (await make.title(title)).id);
  const nolan = await make.person({ fullnameEn: 'Christopher Nolan' });
  const funk = await make.person({ fullnameEn: 'Nolan Gerard Funk' });
  await make.person({ fullnameEn: 'Mehran Modiri', fullnameFa: 'مهران مدیری' });
  await make.credit(ids.get('Inception') ?? 0, nolan.id, 'director');
  await make.credit(ids.get('Following') ?? 0, nolan.id, 'director');
  await make.credit(ids.get('Grown Ups') ?? 0, funk.id, 'actor');
});
afterAll(() => server.close());

const api = (path: string) => `${server.url}/api${path}`;
const dropdown = (query: string, extra = '') =>
  getParsed(
    api(`/titles/search?query=${encodeURIComponent(query)}${extra}`),
    searchListOf(titleResultSchema),
  );
const fullResults = (query: string, extra = '&type=all') =>
  getParsed(
    api(`/titles/search?order_by=votes&q=${encodeURIComponent(query)}${extra}`),
    searchPageOf(titleResultSchema),
  );
const people = (query: string) =>
  getParsed(api(`/people/search?query=${encodeURIComponent(query)}`), searchListOf(personResultSchema));
const names = (answer: { data: Array<{ titleEn: string }> }) => answer.data.map((title) => title.titleEn);
const firstOf = async (query: string) => names(await dropdown(query))[0];

describe('search that forgives', () => {
  it('finds Persian titles by their Finglish spellings, a whole name before a word of one', async () => {
    for (const query of ['jodaei', 'jodayi', "joda'i", 'JODAEI']) {
      expect(names(await dropdown(query)).slice(0, 2), query).toEqual(['Separation', 'Return of the Jedi']);
    }
    expect(await firstOf('bachehaye aseman')).toBe('Children of Heaven');
    expect(await firstOf('bache haye asemoon')).toBe('Children of Heaven');
  });

  it('finds foreign titles and people by their Persian spellings', async () => {
    expect(await firstOf('اینسپشن')).toBe('Inception');
    expect(await firstOf('بریکینگ بد')).toBe('Breaking Bad');
    expect((await people('نولان')).data.map((person) => person.fullnameEn)).toEqual([
      'Christopher Nolan',
      'Nolan Gerard Funk',
    ]);
  });

  it('reads text typed with the other keyboard layout, and says so', async () => {
    expect(await dropdown('fhvhk')).toEqual({
      data: [expect.objectContaining({ titleEn: 'Baran' })],
      correctedQuery: 'باران',
    });
    const inception = await dropdown('هدزثحفهخد');
    expect(names(inception)[0]).toBe('Inception');
    expect(inception.correctedQuery).toBe('inception');
    // The «search for what I typed» link: the text only as typed.
    expect(await dropdown('fhvhk', '&as_typed=1')).toEqual({ data: [] });
  });

  it('forgives typos, below exact matches', async () => {
    expect(await firstOf('inseption')).toBe('Inception');
    expect(await firstOf('goodfather')).toBe('The Godfather');
    // Two consonants swapped: the key's word is one edit from «پدرخوانده»'s.
    expect(await firstOf('پدخروانده')).toBe('The Godfather');
    // A consonant out of place in a short word: the text is within a typo.
    expect(await firstOf('the dark knigth')).toBe('The Dark Knight');
    expect(await firstOf('شوالیه تارکی')).toBe('The Dark Knight');
    // A text found as typed is answered as typed: no correction, no forgiving matches.
    expect(await dropdown('inception')).toEqual({
      data: [expect.objectContaining({ titleEn: 'Inception' })],
    });
  });

  it('corrects typos to the words titles have, the better-known word on a tie, and says so', async () => {
    expect(await dropdown('rocyy')).toEqual({
      data: [expect.objectContaining({ titleEn: 'Rocky' })],
      correctedQuery: 'rocky',
    });
    expect((await dropdown('ruhh')).correctedQuery).toBe('rush');
    expect(names(await dropdown('ماتیکس'))[0]).toBe('The Matrix');
    expect((await dropdown('ماتیکس')).correctedQuery).toBe('ماتریکس');
    // Two edits in a word of eight letters or more; one word right, one corrected.
    expect(await dropdown('reeiident evil')).toEqual({
      data: [expect.objectContaining({ titleEn: 'Resident Evil' })],
      correctedQuery: 'resident evil',
    });
    // No correction as typed, and none of a word under four letters.
    expect((await dropdown('rocyy', '&as_typed=1')).data).toEqual([]);
    expect((await dropdown('ruh')).correctedQuery).toBeUndefined();
    const full = await fullResults('rocyy');
    expect([names(full), full.correctedQuery]).toEqual([['Rocky'], 'rocky']);
  });

  it('offers a correction that finds more when the full results found little', async () => {
    const little = await fullResults('hobbie');
    expect(names(little)).toEqual(['Hobbies']);
    expect(little.suggestedQuery).toBe('hobbit');
    expect(little.correctedQuery).toBeUndefined();
    // Enough found, or the text as typed asked for: nothing to offer.
    expect((await fullResults('hobbit')).suggestedQuery).toBeUndefined();
    expect((await fullResults('hobbie', '&type=all&as_typed=1')).suggestedQuery).toBeUndefined();
  });

  it('ranks people by their best-known title once the name or a word starts with the query', async () => {
    const nolans = (await people('Nolan')).data.map((person) => person.fullnameEn);
    expect(nolans).toEqual(['Christopher Nolan', 'Nolan Gerard Funk']);
    expect((await people('mehraan modiry')).data.map((person) => person.fullnameFa)).toEqual(['مهران مدیری']);
  });

  it('lists the same titles, in the same order, on the full results page', async () => {
    for (const query of ['jodaei', 'اینسپشن', 'goodfather', 'the dark knigth']) {
      expect(names(await fullResults(query)), query).toEqual(names(await dropdown(query)));
    }
    const corrected = await fullResults('fhvhk');
    expect(names(corrected)).toEqual(['Baran']);
    expect(corrected.correctedQuery).toBe('باران');
    expect(corrected.meta.total).toBe(1);
    expect((await fullResults('fhvhk', '&type=all&as_typed=1')).meta.total).toBe(0);
    // Filters still apply to forgiving matches.
    expect(names(await fullResults('jodaei', '&type=series'))).toEqual([]);
  });

  it('keys a title again when its names change', async () => {
    await server.database.sql.query(
      "UPDATE titles SET search_text = 'baran | بارون' WHERE title_en = 'Baran'",
    );
    expect(await firstOf('baroon')).toBe('Baran');
  });

  it('filters by Solar Hijri years in Persian or Latin digits', async () => {
    // 1348 ran from March 1969 to March 1970.
    const hijri = await fullResults('', `&type=all&year_from=${encodeURIComponent('۱۳۴۸')}&year_to=1348`);
    expect(names(hijri)).toEqual(['Separation']);
    const response = await fetch(api('/titles/search?type=all&year_from=1299'));
    expect(response.status).toBe(422);
  });
});
