import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.ts';
import { injectSiteConfig } from '../../src/http/inject-site-config.ts';

describe('site configuration', () => {
  it('defaults to the product name as owner, no links and no analytics', () => {
    expect(loadConfig({}).site).toEqual({
      ownerName: 'پرده',
      messagingUrl: null,
      photoUrl: null,
      analytics: null,
    });
  });

  it('reads every variable', () => {
    const site = loadConfig({
      SITE_OWNER_NAME: 'سینما',
      SITE_MESSAGING_URL: 'https://t.me/pardeh',
      SITE_PHOTO_URL: 'https://instagram.com/pardeh',
      ANALYTICS_SCRIPT_URL: 'https://stats.example/script.js',
      ANALYTICS_SITE_ID: 'abc-123',
    }).site;
    expect(site).toEqual({
      ownerName: 'سینما',
      messagingUrl: 'https://t.me/pardeh',
      photoUrl: 'https://instagram.com/pardeh',
      analytics: { scriptUrl: 'https://stats.example/script.js', siteId: 'abc-123' },
    });
  });

  it('rejects links that are not http(s) and half-configured analytics', () => {
    expect(() => loadConfig({ SITE_MESSAGING_URL: 'javascript:alert(1)' })).toThrow(/SITE_MESSAGING_URL/);
    expect(() => loadConfig({ ANALYTICS_SITE_ID: 'abc' })).toThrow(ConfigError);
    expect(() => loadConfig({ ANALYTICS_SCRIPT_URL: 'https://stats.example/s.js' })).toThrow(
      /ANALYTICS_SITE_ID/,
    );
  });

  it('injects the configuration into index.html as JSON that cannot close its script tag', () => {
    const site = { ...loadConfig({}).site, ownerName: '</script><script>alert(1)</script>' };
    const html = injectSiteConfig('<html><head><title>x</title></head><body></body></html>', site);
    const match = /<script id="site-config" type="application\/json">(.*?)<\/script><\/head>/.exec(html);
    expect(match?.[1]).toBeDefined();
    expect(match?.[1]).not.toContain('<');
    expect(JSON.parse(match?.[1] ?? '')).toEqual(site);
  });
});
