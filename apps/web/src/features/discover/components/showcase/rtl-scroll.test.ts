import { describe, expect, it } from 'vitest';
import { pageScrollLeft } from './rtl-scroll.ts';

describe('RTL row scrolling', () => {
  it('pages forward with a negative left in RTL and positive in LTR', () => {
    expect(pageScrollLeft(800, 1, true)).toBe(-680);
    expect(pageScrollLeft(800, -1, true)).toBe(680);
    expect(pageScrollLeft(800, 1, false)).toBe(680);
  });
});
