import { describe, expect, it } from 'vitest';
import { pagePathMatcher } from '../src/page-paths.ts';

const isPage = pagePathMatcher(['/', '/contact', '/titles/:id/:slug', '/admin/*', '/premium/plans/:id?']);

describe('pagePathMatcher', () => {
  it('matches static pages, whatever the case, with or without trailing slashes', () => {
    for (const path of ['/', '//', '/contact', '/CONTACT', '/contact/', '/contact//']) {
      expect(isPage(path), path).toBe(true);
    }
    for (const path of ['/contacts', '/contact/more', '/x/contact', '//contact']) {
      expect(isPage(path), path).toBe(false);
    }
  });

  it('matches a parameter to exactly one non-empty segment', () => {
    expect(isPage('/titles/12/a-film')).toBe(true);
    expect(isPage('/titles/12/%D9%81%DB%8C%D9%84%D9%85')).toBe(true);
    expect(isPage('/titles/12')).toBe(false);
    expect(isPage('/titles//a-film')).toBe(false);
    expect(isPage('/titles/12/a-film/more')).toBe(false);
  });

  it('matches a splat to the rest of the path, nothing included', () => {
    for (const path of ['/admin', '/admin/', '/admin/titles', '/admin/titles/5'])
      expect(isPage(path), path).toBe(true);
    expect(isPage('/administrator')).toBe(false);
  });

  it('matches an optional parameter with or without its segment', () => {
    expect(isPage('/premium/plans')).toBe(true);
    expect(isPage('/premium/plans/3')).toBe(true);
    expect(isPage('/premium/plans/3/4')).toBe(false);
  });

  it('decodes each segment first, but an encoded slash stays inside its segment', () => {
    expect(isPage('/%63ontact')).toBe(true);
    expect(isPage('/titles/12%2Fa-film')).toBe(false);
    expect(isPage('/titles/1%2F2/a-film')).toBe(true);
    // Malformed percent-encoding is matched as it is.
    expect(isPage('/titles/%E0%A4%A/a-film')).toBe(true);
  });
});
