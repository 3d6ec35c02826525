import { describe, expect, it } from 'vitest';
import { qualityHeight } from '../../src/catalog/presenters/quality-height.ts';

describe('qualityHeight', () => {
  it('reads the lines of a "…p" label, in any case and with words beside it', () => {
    expect(qualityHeight('480p')).toBe(480);
    expect(qualityHeight('720P')).toBe(720);
    expect(qualityHeight('1080p HEVC')).toBe(1080);
    expect(qualityHeight('WEB-DL 2160p')).toBe(2160);
  });

  it('reads 2K, 4K and 8K as their heights', () => {
    expect(qualityHeight('4K')).toBe(2160);
    expect(qualityHeight('4k HDR')).toBe(2160);
    expect(qualityHeight('2K')).toBe(1440);
    expect(qualityHeight('8K')).toBe(4320);
  });

  it('is null for a label that names no height', () => {
    expect(qualityHeight('BluRay')).toBeNull();
    expect(qualityHeight('x264')).toBeNull();
    expect(qualityHeight('14K')).toBeNull();
    expect(qualityHeight('')).toBeNull();
  });
});
