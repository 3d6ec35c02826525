import type { FastifyInstance } from 'fastify';

/** The header a test names the caller's active profile with: `kids:<maturity age>` or `adult`. */
export const TEST_VIEWER_PROFILE_HEADER = 'x-test-viewer-profile';

/**
 * For the test server only (`useTestApp(env, setTestViewerProfile)`): sets `request.profile` from
 * TEST_VIEWER_PROFILE_HEADER, so the catalogue's kids' filter is tested at every maturity age
 * through HTTP without a kids' session for each (one real session is tested beside it). A `preHandler`, the last hook before the handler, so
 * it has the last word over whatever the real hooks set. Never registered by the real server.
 */
export function setTestViewerProfile(app: FastifyInstance): void {
  app.addHook('preHandler', async (request) => {
    const header = request.headers[TEST_VIEWER_PROFILE_HEADER];
    if (typeof header !== 'string') return;
    const [kind, age] = header.split(':');
    request.profile =
      kind === 'kids'
        ? { id: 1, name: 'کودک', kind: 'kids', maturityAge: Number(age) }
        : { id: 1, name: 'بزرگسال', kind: 'adult', maturityAge: null };
  });
}

/** Request headers naming a kids' profile of this maturity age. */
export const kidsProfile = (maturityAge: number) => ({ [TEST_VIEWER_PROFILE_HEADER]: `kids:${maturityAge}` });
