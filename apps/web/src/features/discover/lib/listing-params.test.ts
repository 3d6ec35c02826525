import { describe, expect, it } from 'vitest';
import { hasListingFilters } from './has-listing-filters.ts';
import { listingApiQuery } from './listing-filters.ts';
import { readListingFilters, writeListingFilters } from './listing-params.ts';

const params = (text: string) => new URLSearchParams(text);

describe('listing parameters', () => {
  it('tells a listing URL from the plain home page', () => {
    expect(hasListingFilters(params(''))).toBe(false);
    expect(hasListingFilters(params('utm_source=x'))).toBe(false);
    expect(hasListingFilters(params('is_dubbed=1'))).toBe(true);
    expect(hasListingFilters(params('page=2'))).toBe(true);
  });

  it('reads the filters, falling back to defaults for malformed values', () => {
    expect(
      readListingFilters(
        params(
          'q=%20matrix%20&order_by=rating&type=series&is_dubbed=1&genre=drama&year_from=1990&year_to=2000&page=3',
        ),
      ),
    ).toEqual({
      q: 'matrix',
      orderBy: 'rating',
      type: 'series',
      isDubbed: true,
      genre: 'drama',
      yearFrom: 1990,
      yearTo: 2000,
      page: 3,
    });
    expect(
      readListingFilters(
        params('order_by=loudest&type=tv&is_dubbed=yes&genre=Bad%20Genre&year_from=12&page=-1'),
      ),
    ).toEqual({
      q: '',
      orderBy: 'votes',
      type: 'all',
      isDubbed: false,
      genre: null,
      yearFrom: null,
      yearTo: null,
      page: 1,
    });
  });

  it('reads a Solar Hijri year as the Gregorian years that hold it', () => {
    expect(readListingFilters(params('year_from=%DB%B1%DB%B3%DB%B8%DB%B9&year_to=1389'))).toMatchObject({
      yearFrom: 2010,
      yearTo: 2011,
    });
  });

  it('drops an end year before the start year', () => {
    expect(readListingFilters(params('year_from=2000&year_to=1990')).yearTo).toBeNull();
  });

  it('writes a change back to page 1 and keeps foreign parameters', () => {
    const next = writeListingFilters(params('q=up&order_by=votes&type=all&page=4&utm_source=x'), {
      type: 'movie',
    });
    expect(next.toString()).toBe('q=up&order_by=votes&type=movie&utm_source=x');
  });

  it('keeps the page when the page is what changed, and removes filters set back to default', () => {
    const next = writeListingFilters(params('order_by=votes&type=all&is_dubbed=1&genre=drama'), {
      page: 2,
      isDubbed: false,
      genre: null,
    });
    expect(next.toString()).toBe('order_by=votes&type=all&page=2');
  });

  it('asks the API for a listing with only the filters set', () => {
    expect(listingApiQuery(readListingFilters(params('q=up&is_dubbed=1')), 24)).toEqual({
      resource: 'titles',
      q: 'up',
      order_by: 'votes',
      type: 'all',
      is_dubbed: 1,
      genre: null,
      year_from: null,
      year_to: null,
      page: 1,
      per_page: 24,
    });
  });

  it('keeps the text as typed through paging, and searches a new text forgivingly again', () => {
    const asTyped = params('q=fhvhk&order_by=votes&type=all&as_typed=1');
    expect(readListingFilters(asTyped).asTyped).toBe(true);
    expect(listingApiQuery(readListingFilters(asTyped), 24)).toMatchObject({ q: 'fhvhk', as_typed: 1 });
    expect(writeListingFilters(asTyped, { page: 2 }).get('as_typed')).toBe('1');
    expect(writeListingFilters(asTyped, { q: 'baran' }).has('as_typed')).toBe(false);
    expect(writeListingFilters(params('q=fhvhk'), { asTyped: true }).get('as_typed')).toBe('1');
  });
});
