import { pagePathMatcher } from '@pardeh/contract/page-paths';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { pagePaths } from './page-rows.ts';
import { routes } from './routes.tsx';

/** What the app shows at `pathname`: a page of the table, or the not-found page (the `*` route). */
const routerShowsPage = (pathname: string) => matchRoutes(routes, pathname)?.at(-1)?.route.path !== '*';

/** Addresses around each pattern: itself filled in, in capitals, with a trailing slash, a segment more or less. */
function addressesNear(pattern: string): string[] {
  const filled = pattern.replace(/:[\w-]+/g, '12').replace(/\*$/, 'any/thing');
  const parent = filled.replace(/\/[^/]*$/, '') || '/';
  return [filled, filled.toUpperCase(), `${filled}/`, `${filled}/extra`, parent, `${filled}x`];
}

describe('the pages the server is told of (pagePaths)', () => {
  const isPage = pagePathMatcher(pagePaths);

  it('are every page of the route table, matched as the router matches them', () => {
    const addresses = [
      ...pagePaths.flatMap(addressesNear),
      '/no/such/page',
      '/assets/app-abc123.js',
      '/titles/12/%D9%81%DB%8C%D9%84%D9%85',
      '/%63ontact',
      '//contact',
      '/titles//x',
    ];
    const disagreements = addresses.filter((address) => routerShowsPage(address) !== isPage(address));
    expect(disagreements).toEqual([]);
    // Both readings do tell pages from the rest.
    expect(addresses.filter(isPage).length).toBeGreaterThan(pagePaths.length);
    expect(addresses.filter((address) => !isPage(address)).length).toBeGreaterThan(10);
  });
});
