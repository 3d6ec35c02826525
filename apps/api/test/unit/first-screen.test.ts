import { describe, expect, it } from 'vitest';
import { firstScreenPageOf } from '../../src/http/page-kind.ts';
import { addPagePreloads } from '../../src/http/page-preloads.ts';

describe('first-screen pages', () => {
  it('knows the showcase home page and title pages, nothing else', () => {
    expect(firstScreenPageOf('/', '')).toEqual({ kind: 'home' });
    expect(firstScreenPageOf('/', '?order_by=rating')).toBeNull();
    expect(firstScreenPageOf('/titles/842/the-shawshank-redemption', '')).toEqual({ kind: 'title', id: 842 });
    expect(firstScreenPageOf('/titles/842', '?dub=1')).toEqual({ kind: 'title', id: 842 });
    expect(firstScreenPageOf('/titles/842/files', '')).toBeNull();
    expect(firstScreenPageOf('/titles/abc/x', '')).toBeNull();
    expect(firstScreenPageOf('/titles/1234567890/x', '')).toBeNull();
    expect(firstScreenPageOf('/people/actor/1/x', '')).toBeNull();
    expect(firstScreenPageOf('/watch/tt0903747/119', '')).toEqual({ kind: 'watch' });
    expect(firstScreenPageOf('/watch/42/7', '?t=1')).toEqual({ kind: 'watch' });
    expect(firstScreenPageOf('/watch/trailer/tt0903747', '')).toBeNull();
    expect(firstScreenPageOf('/watch/tt0903747', '')).toBeNull();
  });

  it('lists the built scripts of the first screen for the start-up script, nothing else', () => {
    const html = addPagePreloads('<html><head><title>x</title></head><body></body></html>', [
      '/assets/home-abc.js',
      '/assets/title-card-x_1.js',
      'https://elsewhere.example/evil.js',
      '/assets/"onload=alert(1).js',
    ]);
    expect(html).toBe(
      '<html><head><title>x</title><script id="page-preloads" type="application/json">' +
        '["/assets/home-abc.js","/assets/title-card-x_1.js"]</script></head><body></body></html>',
    );
    expect(addPagePreloads('<head></head>', undefined)).toBe('<head></head>');
  });
});
