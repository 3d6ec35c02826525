import { inBeforeAll } from './before-all.ts';
import { buildSmallCatalogue } from './catalog-fixture.ts';
import { useTestApp } from './test-app.ts';

/**
 * The catalogue API tests' set-up: a server over the small catalogue (catalog-fixture.ts), built
 * in `beforeAll` and closed in `afterAll`. `catalogue()` answers the built records; `api(path)`
 * is the address of `/api{path}` on the server.
 */
export function useCatalogServer() {
  const server = useTestApp();
  const catalogue = inBeforeAll(() => buildSmallCatalogue(server.database));
  const api = (path: string) => `${server.url}/api${path}`;
  return { server, catalogue, api };
}
