import { adminRequestsQuerySchema, adminSupportQuerySchema } from '@pardeh/contract';
import { describe, expect, it } from 'vitest';
import { readListFilters, writeListFilters } from './list-filters-in-url.ts';

describe('list filters in the address', () => {
  it('reads every parameter with its field schema, defaults filling the gaps', () => {
    const read = readListFilters(
      adminRequestsQuerySchema,
      new URLSearchParams('status=pending&type=series&q=%D8%AF%D8%A7%D8%B1%DA%A9&sort=most-requested&page=3'),
    );
    expect(read).toEqual({
      status: 'pending',
      type: 'series',
      q: 'دارک',
      sort: 'most-requested',
      page: 3,
      per_page: 20,
    });
    expect(readListFilters(adminRequestsQuerySchema, new URLSearchParams())).toEqual({
      status: undefined,
      type: undefined,
      q: undefined,
      sort: 'newest',
      page: 1,
      per_page: 20,
    });
  });

  it('drops one bad value, not the whole list', () => {
    const read = readListFilters(
      adminSupportQuerySchema,
      new URLSearchParams('status=lost&kind=support&page=-4'),
    );
    expect(read).toEqual({ status: undefined, kind: 'support', page: 1, per_page: 20 });
    expect(readListFilters(adminRequestsQuerySchema, new URLSearchParams('q=%20%20')).q).toBeUndefined();
  });

  it('writes only what differs from the defaults', () => {
    expect(
      writeListFilters(adminRequestsQuerySchema, {
        status: 'accepted',
        q: '',
        sort: 'newest',
        page: 1,
      }).toString(),
    ).toBe('status=accepted');
    expect(writeListFilters(adminRequestsQuerySchema, { sort: 'most-requested', page: 2 }).toString()).toBe(
      'page=2&sort=most-requested',
    );
  });

  it('round-trips', () => {
    const filters = {
      status: 'rejected',
      type: 'movie',
      q: 'tt0111161',
      sort: 'most-requested',
      page: 4,
    } as const;
    expect(
      readListFilters(adminRequestsQuerySchema, writeListFilters(adminRequestsQuerySchema, filters)),
    ).toEqual({
      ...filters,
      per_page: 20,
    });
  });
});
