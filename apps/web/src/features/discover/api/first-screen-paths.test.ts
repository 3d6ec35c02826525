import { homeFirstScreenApiPaths } from '@pardeh/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { firstShowcaseRow } from '../components/showcase/showcase-listing-rows.ts';
import { getSlideshow } from './get-slideshow.ts';
import { getTitleListing } from './get-title-listing.ts';

afterEach(() => vi.unstubAllGlobals());

describe('the home page’s first-screen calls', () => {
  it('are exactly the ones the server embeds in the page', async () => {
    const fetchMock = vi.fn(async () => new Response('{"data":[],"meta":{}}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    await getSlideshow();
    await getTitleListing(firstShowcaseRow.filters);
    const asked = fetchMock.mock.calls.map((call: unknown[]) => {
      const { pathname, search } = new URL(String(call[0]));
      return pathname + search;
    });
    expect(asked).toEqual([...homeFirstScreenApiPaths]);
  });
});
