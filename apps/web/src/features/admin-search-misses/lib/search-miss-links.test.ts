import { describe, expect, it } from 'vitest';
import { searchMissLinks } from './search-miss-links.ts';

describe('searchMissLinks', () => {
  it('searches the text on the site, in the request queue and in the catalogue, encoded', () => {
    const links = searchMissLinks('بچه‌های آسمان & co');
    const site = new URL(links.site, 'https://pardeh.test');
    expect(site.pathname).toBe('/');
    expect(site.searchParams.get('q')).toBe('بچه‌های آسمان & co');
    expect(site.searchParams.get('as_typed')).toBeNull();
    const requests = new URL(links.requests, 'https://pardeh.test');
    expect(requests.pathname).toBe('/admin/requests');
    expect(requests.searchParams.get('q')).toBe('بچه‌های آسمان & co');
    const catalogue = new URL(links.catalogue, 'https://pardeh.test');
    expect(catalogue.pathname).toBe('/admin/titles');
    expect([...catalogue.searchParams]).toEqual([['q', 'بچه‌های آسمان & co']]);
  });
});
