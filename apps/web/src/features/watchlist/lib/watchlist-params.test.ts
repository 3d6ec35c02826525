import { describe, expect, it } from 'vitest';
import { readWatchlistParams, writeWatchlistParams } from './watchlist-params.ts';

describe('watchlist page address', () => {
  it('reads the type and page, falling back to all and 1 for anything else', () => {
    expect(readWatchlistParams(new URLSearchParams('type=series&page=3'))).toEqual({
      type: 'series',
      page: 3,
    });
    expect(readWatchlistParams(new URLSearchParams('type=anime&page=-2'))).toEqual({
      type: undefined,
      page: 1,
    });
    expect(readWatchlistParams(new URLSearchParams('page=1.5'))).toEqual({ type: undefined, page: 1 });
  });

  it('writes only what differs from the defaults', () => {
    expect(writeWatchlistParams({ type: undefined, page: 1 })).toEqual({});
    expect(writeWatchlistParams({ type: 'movie', page: 2 })).toEqual({ type: 'movie', page: '2' });
  });
});
