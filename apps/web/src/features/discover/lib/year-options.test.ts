import { describe, expect, it } from 'vitest';
import { yearOptions } from './year-options.ts';

const years = Array.from({ length: 2028 - 1900 + 1 }, (_, index) => 2028 - index);
const offered = (typed: string, bound: 'from' | 'to' = 'from') =>
  yearOptions(years, typed, bound).map(({ year, hijri }) => (hijri === null ? year : `${hijri}→${year}`));

describe('the year filter’s options', () => {
  it('offers every year untyped, and the Gregorian years starting with the typed digits', () => {
    expect(offered('')).toEqual(years);
    expect(offered('۲۰۱')).toEqual([2019, 2018, 2017, 2016, 2015, 2014, 2013, 2012, 2011, 2010]);
    expect(offered(' 1999 ')).toEqual([1999]);
  });

  it('reads a Solar Hijri year as the Gregorian year it starts in, or ends in for an upper bound', () => {
    expect(offered('۱۳۸۹')).toEqual(['1389→2010']);
    expect(offered('1389', 'to')).toEqual(['1389→2011']);
    expect(offered('۱۴۰')).toEqual([
      '1407→2028',
      '1406→2027',
      '1405→2026',
      '1404→2025',
      '1403→2024',
      '1402→2023',
      '1401→2022',
      '1400→2021',
    ]);
  });

  it('offers nothing for text or years that are not offered', () => {
    expect(offered('سال')).toEqual([]);
    expect(offered('1421')).toEqual([]);
    expect(offered('1278')).toEqual([]);
  });
});
