import { describe, expect, it } from 'vitest';
import { countsAfterLike } from './counts-after-like.ts';

describe('countsAfterLike', () => {
  it('moves one vote between likes and dislikes, or takes it back', () => {
    const counts = { likes: 3, dislikes: 2 };
    expect(countsAfterLike(counts, 0, 1)).toEqual({ likes: 4, dislikes: 2 });
    expect(countsAfterLike(counts, 1, -1)).toEqual({ likes: 2, dislikes: 3 });
    expect(countsAfterLike(counts, -1, 0)).toEqual({ likes: 3, dislikes: 1 });
    expect(countsAfterLike(counts, 1, 1)).toEqual(counts);
  });

  it('never goes below zero when the shown counts were older than the like', () => {
    expect(countsAfterLike({ likes: 0, dislikes: 0 }, 1, 0)).toEqual({ likes: 0, dislikes: 0 });
  });
});
