import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useWebAppServer } from '../support/web-app-server.ts';

const START_UP_SCRIPT = 'document.documentElement.dataset.started = "yes";';
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

const server = useWebAppServer(
  {
    'index.html':
      `<!doctype html><html lang="fa" dir="rtl"><head><title>پرده</title></head><body>app` +
      `<script type="application/json" id="data">{"a":1}</script><script>${START_UP_SCRIPT}</script></body></html>`,
    'assets/main-abc123.js': 'console.log(1)',
  },
  { SEED_CATALOGUE: 'false' },
);

/** The policy's directives, by name. */
function directivesOf(response: Response): Map<string, string[]> {
  const header = response.headers.get('content-security-policy');
  expect(header).toBeTruthy();
  return new Map(
    (header ?? '').split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

/** What every answer carries: a page or file (`page`) all of helmet's set, an API answer OWASP's REST set. */
function expectSecurityHeaders(response: Response, kind: 'page' | 'api' = 'page') {
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('x-frame-options')).toBe('DENY');
  expect(response.headers.get('cross-origin-resource-policy')).toBe('same-site');
  expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  const csp = directivesOf(response);
  expect(csp.get('default-src')).toEqual(["'none'"]);
  expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  if (kind === 'page') {
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
  } else {
    // JSON is never rendered: a policy that allows nothing, and none of the page-only headers.
    expect([...csp.keys()]).toEqual(['default-src', 'frame-ancestors']);
    expect(response.headers.get('cross-origin-opener-policy')).toBeNull();
  }
  // Served over plain HTTP (PUBLIC_URL is http://127.0.0.1:…): no HSTS.
  expect(response.headers.get('strict-transport-security')).toBeNull();
}

describe('security headers', () => {
  it('are on JSON answers', async () => {
    const response = await fetch(`${server.url}/api/health`);
    expect(response.status).toBe(200);
    expectSecurityHeaders(response, 'api');
  });

  it('are on the web app’s page, whose start-up script runs by its hash and nothing else inline', async () => {
    const response = await fetch(`${server.url}/some/page`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    expectSecurityHeaders(response);
    const csp = directivesOf(response);
    expect(csp.get('script-src')).toEqual(["'self'", sha256(START_UP_SCRIPT)]);
    expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(csp.get('form-action')).toEqual(["'self'", server.url]);
  });

  it('are on static files', async () => {
    const response = await fetch(`${server.url}/assets/main-abc123.js`);
    expect(response.status).toBe(200);
    expectSecurityHeaders(response);
  });

  it('are on errors: unknown routes, validation failures, malformed bodies', async () => {
    const missing = await fetch(`${server.url}/api/no-such-thing`);
    expect(missing.status).toBe(404);
    expectSecurityHeaders(missing, 'api');
    const invalid = await fetch(`${server.url}/api/titles/search?page=0`);
    expect(invalid.status).toBe(422);
    expectSecurityHeaders(invalid, 'api');
    const malformed = await fetch(`${server.url}/api/sanc/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"broken": ',
    });
    expect(malformed.status).toBeGreaterThanOrEqual(400);
    expect(malformed.status).toBeLessThan(500);
    expectSecurityHeaders(malformed, 'api');
  });

  it('give the API docs a policy of their own that lets Swagger UI draw its page', async () => {
    const response = await fetch(`${server.url}/api/docs/static/index.html`);
    expect(response.status).toBe(200);
    const csp = directivesOf(response);
    expect(csp.get('img-src')).toContain('data:');
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('include HSTS when PUBLIC_URL is https, read at request time', async () => {
    const served = server.app.config.publicUrl;
    server.app.config.publicUrl = 'https://pardeh.example';
    try {
      const response = await fetch(`${server.url}/api/health`);
      expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
      // Off a local machine the app calls `api.` of its host (apps/web/src/lib/api-host.ts).
      const page = await fetch(`${server.url}/`);
      expect(directivesOf(page).get('connect-src')).toEqual(["'self'", 'https://api.pardeh.example']);
    } finally {
      server.app.config.publicUrl = served;
    }
    const plain = await fetch(`${server.url}/api/health`);
    expect(plain.headers.get('strict-transport-security')).toBeNull();
  });
});

describe('CORS', () => {
  const foreign = 'https://evil.example';

  it('allows PUBLIC_URL’s origin, with credentials', async () => {
    const response = await fetch(`${server.url}/api/health`, { headers: { origin: server.url } });
    expect(response.headers.get('access-control-allow-origin')).toBe(server.url);
    expect(response.headers.get('access-control-allow-credentials')).toBe('true');
    expect(response.headers.get('vary')).toMatch(/origin/i);
  });

  it('gives a foreign origin no CORS headers', async () => {
    const response = await fetch(`${server.url}/api/health`, { headers: { origin: foreign } });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('answers a preflight from an allowed origin with the methods and headers the web app sends', async () => {
    const response = await fetch(`${server.url}/api/sanc/register`, {
      method: 'OPTIONS',
      headers: {
        origin: server.url,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, content-type, x-xsrf-token',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe(server.url);
    expect(response.headers.get('access-control-allow-credentials')).toBe('true');
    expect(response.headers.get('access-control-allow-methods')?.split(/,\s*/)).toEqual(
      expect.arrayContaining(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']),
    );
    const allowedHeaders = response.headers.get('access-control-allow-headers')?.toLowerCase().split(/,\s*/);
    expect(allowedHeaders).toEqual(expect.arrayContaining(['authorization', 'content-type', 'x-xsrf-token']));
  });

  it('answers a foreign preflight without CORS headers', async () => {
    const response = await fetch(`${server.url}/api/sanc/register`, {
      method: 'OPTIONS',
      headers: { origin: foreign, 'access-control-request-method': 'POST' },
    });
    expect(response.status).toBe(404);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    expect(response.headers.get('access-control-allow-methods')).toBeNull();
  });

  it('follows CORS_ORIGINS when set, read at request time', async () => {
    server.app.config.corsOrigins = ['https://app.pardeh.example'];
    try {
      const listed = await fetch(`${server.url}/api/health`, {
        headers: { origin: 'https://app.pardeh.example' },
      });
      expect(listed.headers.get('access-control-allow-origin')).toBe('https://app.pardeh.example');
      const own = await fetch(`${server.url}/api/health`, { headers: { origin: server.url } });
      expect(own.headers.get('access-control-allow-origin')).toBeNull();
    } finally {
      server.app.config.corsOrigins = null;
    }
  });
});
