import { describe, expect, it } from 'vitest';
import { readListingFilters } from '../../lib/listing-params.ts';
import { showcaseListingRows } from './showcase-listing-rows.ts';

describe('showcase listing rows', () => {
  it.each(showcaseListingRows.map((row) => [row.path, row] as const))(
    '%s reads back as the row’s filters',
    (path, row) => {
      expect(readListingFilters(new URLSearchParams(path.slice(path.indexOf('?') + 1)))).toEqual(row.filters);
    },
  );
});
