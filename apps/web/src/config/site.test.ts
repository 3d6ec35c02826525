import { describe, expect, it } from 'vitest';
import { defaultSiteConfig, readSiteConfig } from './site.ts';

const documentWith = (json: string | null) => {
  const doc = document.implementation.createHTMLDocument();
  if (json !== null) {
    const script = doc.createElement('script');
    script.id = 'site-config';
    script.type = 'application/json';
    script.textContent = json;
    doc.head.append(script);
  }
  return doc;
};

describe('readSiteConfig', () => {
  it('falls back to defaults without the injected script (vite dev) or with bad JSON', () => {
    expect(readSiteConfig(documentWith(null))).toEqual(defaultSiteConfig);
    expect(readSiteConfig(documentWith('{oops'))).toEqual(defaultSiteConfig);
  });

  it('reads what the server injected', () => {
    const site = {
      ownerName: 'سینما',
      messagingUrl: 'https://t.me/pardeh',
      photoUrl: 'https://instagram.com/pardeh',
      analytics: { scriptUrl: 'https://stats.example/s.js', siteId: 'abc' },
    };
    expect(readSiteConfig(documentWith(JSON.stringify(site)))).toEqual(site);
  });

  it('ignores links that are not http(s)', () => {
    const config = readSiteConfig(documentWith(JSON.stringify({ messagingUrl: 'javascript:alert(1)' })));
    expect(config.messagingUrl).toBeNull();
    expect(config.ownerName).toBe(defaultSiteConfig.ownerName);
  });
});
