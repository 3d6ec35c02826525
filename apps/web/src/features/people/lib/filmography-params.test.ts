import { describe, expect, it } from 'vitest';
import { ageInYears, readFilmographyParams, roleTabs, writeFilmographyParams } from './filmography-params.ts';

describe('filmography URL parameters', () => {
  it('reads role, order and page, falling back on anything unknown', () => {
    expect(readFilmographyParams(new URLSearchParams('role=director&order_by=votes&page=3'))).toEqual({
      role: 'director',
      orderBy: 'votes',
      page: 3,
    });
    expect(readFilmographyParams(new URLSearchParams('role=stuntman&order_by=name&page=-2'))).toEqual({
      role: null,
      orderBy: 'year',
      page: 1,
    });
    expect(readFilmographyParams(new URLSearchParams('page=2.5')).page).toBe(1);
  });

  it('writes only what differs from the defaults', () => {
    expect(writeFilmographyParams({ role: null, orderBy: 'year', page: 1 }).toString()).toBe('');
    expect(writeFilmographyParams({ role: 'actor', orderBy: 'votes', page: 2 }).toString()).toBe(
      'role=actor&order_by=votes&page=2',
    );
  });
});

describe('roleTabs', () => {
  it('puts the role with most credits first, ties in the usual order, and drops empty roles', () => {
    expect(
      roleTabs([
        { role: 'writer', count: 3 },
        { role: 'director', count: 5 },
        { role: 'actor', count: 5 },
        { role: 'producer', count: 0 },
      ]).map((item) => item.role),
    ).toEqual(['actor', 'director', 'writer']);
  });
});

describe('ageInYears', () => {
  it('counts whole years to today or to the death date', () => {
    const today = new Date('2024-06-01T12:00:00Z');
    expect(ageInYears('1950-06-02', null, today)).toBe(73);
    expect(ageInYears('1950-06-01', null, today)).toBe(74);
    expect(ageInYears('1926-06-01', '1962-08-04', today)).toBe(36);
    expect(ageInYears(null, null, today)).toBeNull();
  });
});
