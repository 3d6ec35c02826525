import { describe, expect, it } from 'vitest';
import { filmYearSchema, titleListingFiltersSchema } from '../src/index.ts';

const years = (query: Record<string, string>) => {
  const { year_from, year_to } = titleListingFiltersSchema.parse(query);
  return [year_from, year_to];
};

describe('listing years', () => {
  it('takes Gregorian years as they are, in any digits', () => {
    expect(years({ year_from: '1990', year_to: '2010' })).toEqual([1990, 2010]);
    expect(years({ year_from: '۱۹۹۰', year_to: '٢٠١٠' })).toEqual([1990, 2010]);
  });

  it('reads Solar Hijri years as the Gregorian years that hold them', () => {
    // 1389 ran from March 2010 to March 2011: a film of 1389 is dated 2010 or 2011.
    expect(years({ year_from: '۱۳۸۹', year_to: '1389' })).toEqual([2010, 2011]);
    expect(years({ year_from: '1300', year_to: '1420' })).toEqual([1921, 2042]);
  });

  it('refuses other numbers and text', () => {
    for (const year of ['1299', '1421', '1869', '2101', '13a9', '۱۳٫۸']) {
      expect(titleListingFiltersSchema.safeParse({ year_from: year }).success, year).toBe(false);
    }
  });
});

describe('a film year in the request forms', () => {
  const year = filmYearSchema({ first: 1888, last: () => 2027, message: 'سال' });

  it('stores a Solar Hijri year, in any digits, as the Gregorian year it starts in', () => {
    for (const typed of ['۱۳۸۹', '1389', 1389, '٢٠١٠', 2010])
      expect(year.parse(typed), String(typed)).toBe(2010);
    expect(year.parse(1406)).toBe(2027);
  });

  it('refuses years out of either range with the message', () => {
    for (const typed of [1299, 1407, 1421, 1887, 2028, 2010.5, '13a9', null]) {
      expect(year.safeParse(typed).error?.issues[0]?.message, String(typed)).toBe('سال');
    }
  });
});
