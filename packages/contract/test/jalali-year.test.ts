import { describe, expect, it } from 'vitest';
import { iranianJalaliYear } from '../src/catalog/jalali-year.ts';

const iran = ['IR'];

describe('iranianJalaliYear', () => {
  it('dates an Iranian title by its release day when it has one', () => {
    // A Separation: released 15 March 2011, still 1389; the day after Nowruz it is 1390.
    expect(iranianJalaliYear({ year: 2011, releaseDate: '2011-03-15', countries: iran })).toBe(1389);
    expect(iranianJalaliYear({ year: 2011, releaseDate: '2011-03-22', countries: iran })).toBe(1390);
  });

  it('takes the Hijri year holding most of the Gregorian one without a release day', () => {
    expect(iranianJalaliYear({ year: 1997, releaseDate: null, countries: iran })).toBe(1376);
    // A release date of another year (a later re-release) does not date the film.
    expect(iranianJalaliYear({ year: 1997, releaseDate: '2005-01-01', countries: iran })).toBe(1376);
  });

  it('dates co-productions with Iran too, and leaves other titles and titles without a year alone', () => {
    expect(iranianJalaliYear({ year: 2013, releaseDate: null, countries: ['FR', 'IR'] })).toBe(1392);
    expect(iranianJalaliYear({ year: 2010, releaseDate: null, countries: ['US'] })).toBeNull();
    expect(iranianJalaliYear({ year: null, releaseDate: null, countries: iran })).toBeNull();
  });
});
