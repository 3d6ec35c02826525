import { describe, expect, it } from 'vitest';
import { pageScrollLeft, scrollEdges, scrolledFromStart } from './rtl-scroll.ts';

const box = (scrollLeft: number) => ({ scrollLeft, scrollWidth: 2000, clientWidth: 800 });

describe('RTL row scrolling', () => {
  it('measures progress from the right edge with negative scrollLeft', () => {
    expect(scrolledFromStart(box(0), true)).toBe(0);
    expect(scrolledFromStart(box(-600), true)).toBe(600);
    expect(scrolledFromStart(box(600), false)).toBe(600);
  });

  it('knows when the row is at its start or end', () => {
    expect(scrollEdges(box(0), true)).toEqual({ atStart: true, atEnd: false });
    expect(scrollEdges(box(-500), true)).toEqual({ atStart: false, atEnd: false });
    expect(scrollEdges(box(-1199.5), true)).toEqual({ atStart: false, atEnd: true });
    expect(scrollEdges({ scrollLeft: 0, scrollWidth: 800, clientWidth: 800 }, true)).toEqual({
      atStart: true,
      atEnd: true,
    });
  });

  it('pages forward with a negative left in RTL and positive in LTR', () => {
    expect(pageScrollLeft(800, 1, true)).toBe(-680);
    expect(pageScrollLeft(800, -1, true)).toBe(680);
    expect(pageScrollLeft(800, 1, false)).toBe(680);
  });
});
