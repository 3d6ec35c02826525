import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { registerAccount } from '../support/auth-client.ts';
import { useWebAppServer } from '../support/web-app-server.ts';

const server = useWebAppServer({
  // Past the 1 KB below which compression is not worth it, like the real page.
  'index.html': `<!doctype html><html lang="fa" dir="rtl"><body>app<!-- ${'.'.repeat(2000)} --></body></html>`,
  'assets/main-abc123.js': 'console.log(1)',
  // The build writes compressed copies beside each asset; this one says which copy was sent.
  'assets/main-abc123.js.br': zlib.brotliCompressSync('console.log("br")'),
  'favicon.svg': '<svg/>',
  // The build's list of the app's pages (apps/web/build-plugins/page-paths.ts), as React Router patterns.
  '.vite/page-paths.json': JSON.stringify([
    '/admin/*',
    '/',
    '/comingsoon',
    '/titles/:id/:slug',
    '/user/dashboard',
  ]),
  // And the pages for signed-in visitors only.
  '.vite/signed-in-paths.json': JSON.stringify(['/admin/*', '/user/dashboard']),
});

describe('serving the web app', () => {
  it('answers every page of the app with index.html, never cached for long', async () => {
    for (const route of ['/', '/comingsoon']) {
      const response = await fetch(`${server.url}${route}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/text\/html/);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toContain('dir="rtl"');
    }
  });

  it('sends a signed-out visitor of a signed-in page to sign in, with the way back', async () => {
    const page = await fetch(`${server.url}/user/dashboard?tab=1`, { redirect: 'manual' });
    expect(page.status).toBe(302);
    expect(page.headers.get('location')).toBe('/auth/login?redirect=%2Fuser%2Fdashboard%3Ftab%3D1');
    expect(page.headers.get('cache-control')).toBe('no-store');
    const console = await fetch(`${server.url}/admin/users`, {
      redirect: 'manual',
      headers: { cookie: 'ref=ad' },
    });
    expect(console.headers.get('location')).toBe('/auth/register?redirect=%2Fadmin%2Fusers');
    // A stale or forged session is no session.
    const stale = await fetch(`${server.url}/user/dashboard`, {
      redirect: 'manual',
      headers: { cookie: 'token=1%7Cnope' },
    });
    expect(stale.status).toBe(302);
    const { token } = await registerAccount(server.url);
    const signedIn = await fetch(`${server.url}/user/dashboard?x=1`, {
      redirect: 'manual',
      headers: { cookie: `token=${encodeURIComponent(token)}` },
    });
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers.get('cache-control')).toBe('no-cache');
    expect(await signedIn.text()).toContain('dir="rtl"');
  });

  it('caches hashed assets for a year and other files briefly', async () => {
    const asset = await fetch(`${server.url}/assets/main-abc123.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const icon = await fetch(`${server.url}/favicon.svg`);
    expect(icon.headers.get('cache-control')).toBe('public, max-age=300');
  });

  it('sends the build’s brotli copy of an asset to clients that accept it, the plain file to others', async () => {
    const compressed = await fetch(`${server.url}/assets/main-abc123.js`, {
      headers: { 'accept-encoding': 'br' },
    });
    expect(compressed.headers.get('content-encoding')).toBe('br');
    expect(await compressed.text()).toBe('console.log("br")');
    const plain = await fetch(`${server.url}/assets/main-abc123.js`, {
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe('console.log(1)');
  });

  it('compresses pages and API answers on the fly', async () => {
    const page = await fetch(`${server.url}/comingsoon`, { headers: { 'accept-encoding': 'gzip' } });
    expect(page.headers.get('content-encoding')).toBe('gzip');
    expect(await page.text()).toContain('dir="rtl"');
    const docs = await fetch(`${server.url}/api/openapi.json`, { headers: { 'accept-encoding': 'br' } });
    expect(docs.headers.get('content-encoding')).toBe('br');
    expect((await docs.json()) as object).toHaveProperty('openapi');
  });

  it('answers an address that is no page of the app with 404 and the same HTML', async () => {
    const page = await (await fetch(`${server.url}/comingsoon`)).text();
    // Unknown paths, one segment short of a page, one too many, and a missing hashed asset.
    for (const route of [
      '/no/such/page',
      '/comingsoonx',
      '/titles/5',
      '/user/dashboard/x',
      '/assets/gone-abc.js',
    ]) {
      const response = await fetch(`${server.url}${route}`);
      expect(response.status, route).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/text\/html/);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toBe(page);
    }
    const head = await fetch(`${server.url}/no/such/page`, { method: 'HEAD' });
    expect(head.status).toBe(404);
  });

  it('matches addresses as the app’s router does: any case, trailing slashes, encoded letters, splats', async () => {
    for (const route of [
      '/COMINGSOON',
      '/comingsoon/',
      '/%63omingsoon',
      '/admin',
      '/admin/titles/5',
      '/?genre=1',
    ]) {
      // A page (the console's: sent to sign in first), never a 404.
      const { status } = await fetch(`${server.url}${route}`, { redirect: 'manual' });
      expect(route.startsWith('/admin') ? 302 : 200, route).toBe(status);
    }
  });

  it('answers a page pattern whose id does not exist with 404 too', async () => {
    // The head resolver looks the title up (seo/resolve-page-head.ts).
    expect((await fetch(`${server.url}/titles/999999999/no-such-film`)).status).toBe(404);
  });

  it('keeps unknown /api paths as JSON 404s, and other methods as 404s', async () => {
    const api = await fetch(`${server.url}/api/titles-that-do-not-exist`);
    expect(api.status).toBe(404);
    expect(api.headers.get('content-type')).toMatch(/json/);
    const post = await fetch(`${server.url}/some/page`, { method: 'POST' });
    expect(post.status).toBe(404);
  });
});
