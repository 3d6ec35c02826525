import type { HomeRowFilters } from '@pardeh/contract';
import { describe, expect, it } from 'vitest';
import { readListingFilters } from '../../lib/listing-params.ts';
import { firstShowcaseRow, type ShowcaseListingRow, showcaseListingRow } from './showcase-listing-rows.ts';

const readBack = (row: ShowcaseListingRow) =>
  readListingFilters(new URLSearchParams(row.path.slice(row.path.indexOf('?') + 1)));

const operatorFilters: HomeRowFilters[] = [
  { order_by: 'rating' },
  { is_dubbed: true },
  {},
  { type: 'series', genre: 'science-fiction', order_by: 'votes' },
  { order_by: 'year', type: 'movie', is_dubbed: true, genre: 'drama', year_from: 1990, year_to: 1999 },
];

describe('showcase listing rows', () => {
  it('the first row reads back as its filters', () => {
    expect(readBack(firstShowcaseRow)).toEqual(firstShowcaseRow.filters);
  });

  it.each(operatorFilters.map((filters) => [JSON.stringify(filters), filters] as const))(
    "an operator's row %s leads to a listing that reads back as the row's filters",
    (_name, filters) => {
      const row = showcaseListingRow('ردیف', filters);
      expect(readBack(row)).toEqual(row.filters);
    },
  );

  it('keeps the short addresses the rows always had', () => {
    expect(showcaseListingRow('بیشترین امتیاز', { order_by: 'rating' }).path).toBe('/?order_by=rating');
    expect(showcaseListingRow('دوبله‌ی فارسی', { is_dubbed: true }).path).toBe('/?is_dubbed=1');
    expect(showcaseListingRow('همه', {}).path).toBe('/?order_by=votes');
  });
});
