import { describe, expect, it } from 'vitest';
import { canonFileSchema, loadCanon } from '../../src/catalog/canon/canon-file.ts';

/** data/iranian-canon.json, the team's editorial list: what issue #32 asks of it. */
describe('the canon of Iranian cinema and television', () => {
  const canon = loadCanon();
  const films = canon.titles.filter((title) => title.type === 'movie');
  const series = canon.titles.filter((title) => title.type === 'series');
  const directedBy = (en: string) =>
    canon.titles.filter((title) => title.directors.some((key) => canon.people[key]?.en === en));

  it('holds at least 150 films and 30 series', () => {
    expect(films.length).toBeGreaterThanOrEqual(150);
    expect(series.length).toBeGreaterThanOrEqual(30);
  });

  it.each([
    'Asghar Farhadi',
    'Abbas Kiarostami',
    'Majid Majidi',
    'Jafar Panahi',
    'Dariush Mehrjui',
    'Bahram Beyzaie',
    'Mohsen Makhmalbaf',
    'Ebrahim Hatamikia',
    'Saeed Roustayi',
    'Hamid Nematollah',
  ])('has the films of %s', (director) => {
    expect(directedBy(director).length).toBeGreaterThanOrEqual(3);
  });

  it('has the films reported missing and today’s popular series', () => {
    const persianTitles = new Set(canon.titles.map((title) => title.titleFa));
    for (const title of ['جدایی نادر از سیمین', 'فروشنده', 'درباره الی', 'قهرمان', 'متری شیش و نیم']) {
      expect(persianTitles).toContain(title);
    }
    expect(series.filter((title) => title.year >= 2019).length).toBeGreaterThanOrEqual(5);
  });

  it('dates every entry in both calendars, a Jalali year 621 or 622 years behind', () => {
    for (const title of canon.titles) expect([621, 622]).toContain(title.year - title.yearJalali);
  });

  it('lists no entry twice and names a main cast for nearly all', () => {
    const keys = canon.titles.map((title) => `${title.type}|${title.titleEn.toLowerCase()}|${title.year}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(new Set(canon.titles.map((title) => title.id)).size).toBe(canon.titles.length);
    const imdbIds = canon.titles.flatMap((title) => (title.imdbId ? [title.imdbId] : []));
    expect(new Set(imdbIds).size).toBe(imdbIds.length);
    expect(canon.titles.filter((title) => title.cast.length > 0).length).toBeGreaterThan(
      canon.titles.length * 0.95,
    );
  });

  it('rejects a wrong Jalali year, an unknown person and a duplicate', () => {
    const [first] = canon.titles;
    if (!first) throw new Error('the canon is empty');
    const parse = (titles: unknown[]) => canonFileSchema.safeParse({ ...canon, titles });
    expect(parse([{ ...first, yearJalali: first.year - 600 }]).success).toBe(false);
    expect(parse([{ ...first, cast: ['nobody-at-all'] }]).success).toBe(false);
    expect(parse([first, { ...first, id: `${first.id}-again` }]).success).toBe(false);
    expect(parse([first]).success).toBe(true);
  });
});
