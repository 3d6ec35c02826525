import { afterEach, describe, expect, it } from 'vitest';
import { loadAnalytics } from './analytics.ts';

const trackers = () => document.head.querySelectorAll('script[data-website-id]');

afterEach(() => {
  for (const script of trackers()) script.remove();
});

describe('loadAnalytics', () => {
  it('adds nothing when the site has no tracker configured', () => {
    loadAnalytics(null);
    expect(trackers()).toHaveLength(0);
  });

  it('adds the tracker script, async, with the site id', () => {
    loadAnalytics({ scriptUrl: 'https://stats.example/script.js', siteId: 'site-42' });
    const [script] = trackers() as NodeListOf<HTMLScriptElement>;
    expect(script?.src).toBe('https://stats.example/script.js');
    expect(script?.async).toBe(true);
    expect(script?.dataset.websiteId).toBe('site-42');
  });
});
