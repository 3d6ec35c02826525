import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  apiDocsDirectives,
  inlineScriptHashes,
  webAppDirectives,
} from '../../src/http/content-security-policy.ts';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const site = (analytics: { scriptUrl: string; siteId: string } | null = null) => ({
  ownerName: 'پرده',
  messagingUrl: null,
  photoUrl: null,
  analytics,
});

describe('inlineScriptHashes', () => {
  it('hashes the scripts that run inline, and only those', () => {
    const html = [
      '<script>start()</script>',
      '<script type="module">go()</script>',
      '<script type="application/json" id="site-config">{"a":1}</script>',
      '<script type="application/ld+json">{}</script>',
      '<script type="module" src="/assets/index.js"></script>',
      '<script>start()</script>',
    ].join('\n');
    expect(inlineScriptHashes(html)).toEqual([sha256('start()'), sha256('go()')]);
  });
});

describe('webAppDirectives', () => {
  it('allows only this server on a local machine, with the start-up script by hash', () => {
    const directives = webAppDirectives({ publicUrl: 'http://127.0.0.1:3000', site: site() }, ["'sha256-x'"]);
    expect(directives['script-src']).toEqual(["'self'", "'sha256-x'"]);
    expect(directives['connect-src']).toEqual(["'self'"]);
    expect(directives['form-action']).toEqual(["'self'", 'http://127.0.0.1:3000']);
    expect(directives['frame-ancestors']).toEqual(["'none'"]);
    expect(directives['object-src']).toEqual(["'none'"]);
  });

  it('adds the analytics script and its origin, and the `api.` host a real domain calls', () => {
    const directives = webAppDirectives(
      {
        publicUrl: 'https://www.pardeh.ir',
        site: site({ scriptUrl: 'https://stats.example.net/umami.js', siteId: 'x' }),
      },
      [],
    );
    expect(directives['script-src']).toEqual(["'self'", 'https://stats.example.net/umami.js']);
    expect(directives['connect-src']).toEqual([
      "'self'",
      'https://api.pardeh.ir',
      'https://stats.example.net',
    ]);
  });

  it('gives the API docs a policy with inline styles and data: icons', () => {
    const directives = apiDocsDirectives({ publicUrl: 'https://api.pardeh.ir' });
    expect(directives['style-src']).toContain("'unsafe-inline'");
    expect(directives['img-src']).toContain('data:');
    expect(directives['connect-src']).toEqual(["'self'", 'https://api.pardeh.ir']);
  });
});
