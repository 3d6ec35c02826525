import { describe, expect, it } from 'vitest';
import { GenreCatalog } from '../../src/catalog/genre-catalog.ts';
import { parseTmdbIds } from '../../src/catalog/import/formats/tmdb-api.ts';
import { mapTmdbTitle, tmdbKindOf } from '../../src/catalog/import/formats/tmdb-map.ts';
import { datesOf } from '../../src/catalog/import/formats/wikidata.ts';
import { lineAtOffset, parseJsonFile } from '../../src/catalog/import/import-input-error.ts';
import { mergeTitle } from '../../src/catalog/import/title-record.ts';

describe('catalogue import parsing', () => {
  it('maps every genre of every source to a Persian genre, TMDB ids included', () => {
    const genres = GenreCatalog.load();
    const tmdbMovie = [
      28, 12, 16, 35, 80, 99, 18, 10751, 14, 36, 27, 10402, 9648, 10749, 878, 10770, 53, 10752, 37,
    ];
    const tmdbTv = [
      10759, 16, 35, 80, 99, 18, 10751, 10762, 9648, 10763, 10764, 10765, 10766, 10767, 10768, 37,
    ];
    expect(genres.map('tmdb', [...tmdbMovie, ...tmdbTv]).unmapped).toEqual([]);
    const netflix = [
      'drama',
      'comedy',
      'thriller',
      'action',
      'romance',
      'documentation',
      'crime',
      'animation',
      'family',
      'fantasy',
      'scifi',
      'horror',
      'reality',
      'history',
      'music',
      'sport',
      'war',
      'western',
    ];
    expect(genres.map('netflix', netflix).unmapped).toEqual([]);
    const imdb = [
      'Action',
      'Adventure',
      'Animation',
      'Biography',
      'Comedy',
      'Crime',
      'Documentary',
      'Drama',
      'Family',
      'Fantasy',
      'Film-Noir',
      'Game-Show',
      'History',
      'Horror',
      'Music',
      'Musical',
      'Mystery',
      'News',
      'Reality-TV',
      'Romance',
      'Sci-Fi',
      'Short',
      'Sport',
      'Talk-Show',
      'Thriller',
      'War',
      'Western',
    ];
    expect(genres.map('imdb', imdb).unmapped).toEqual([]);
    expect(genres.slugsFor('tmdb', 10759)).toEqual(['action', 'adventure']);
    for (const genre of genres.genres) expect(genre.nameFa).toMatch(/^[\u0600-\u06FF\u200C ]+$/);
  });

  it('reads Wikidata dates: earliest year, day-precise release date only', () => {
    expect(datesOf(['+2001-01-01T00:00:00Z', '+2003-02-20T00:00:00Z'])).toEqual({
      year: 2001,
      releaseDate: null,
    });
    expect(datesOf(['+1993-01-06T00:00:00Z', '+1992-00-00T00:00:00Z'])).toEqual({
      year: 1992,
      releaseDate: null,
    });
    expect(datesOf(['+1968-06-22T00:00:00Z'])).toEqual({ year: 1968, releaseDate: '1968-06-22' });
    expect(datesOf([])).toEqual({ year: null, releaseDate: null });
  });

  it('names the line of a JSON syntax error', () => {
    expect(lineAtOffset('a\nb\nc', 4)).toBe(3);
    expect(() => parseJsonFile('/tmp/bad.json', '{\n  "a": 1,\n  oops\n}')).toThrow(/bad\.json, line 3/);
  });

  it('reads TMDB ids and recognises responses', () => {
    expect(parseTmdbIds('550, tv:1399,movie:13', 'movie')).toEqual([
      { kind: 'movie', id: 550 },
      { kind: 'tv', id: 1399 },
      { kind: 'movie', id: 13 },
    ]);
    expect(() => parseTmdbIds('abc', 'movie')).toThrow(/not a TMDB id/);
    expect(tmdbKindOf({ id: 1, title: 'X', genres: [] })).toBe('movie');
    expect(tmdbKindOf({ id: 1, title: 'X', genre_ids: [] })).toBeUndefined();
    const batch = mapTmdbTitle(
      'movie',
      { id: 9, title: 'Taste of Cherry', overview: '', genres: [{ id: 18 }] },
      {
        id: 9,
        title: 'طعم گیلاس',
        overview: 'مردی در جست‌وجوی کسی است که پس از مرگش او را به خاک بسپارد.',
      },
    );
    expect(batch.titles?.[0]).toMatchObject({
      titleEn: 'Taste of Cherry',
      titleFa: 'طعم گیلاس',
      genres: ['drama'],
    });
  });

  it('merges without letting unknown values erase known ones', () => {
    const first = mergeTitle(undefined, {
      source: 'a',
      sourceId: '1',
      type: 'movie',
      titleEn: 'Baran',
      titleFa: 'باران',
      imdbVotes: 100,
    });
    const second = mergeTitle(first, {
      source: 'b',
      sourceId: '2',
      type: 'series',
      titleEn: 'Baran',
      titleFa: null,
      imdbVotes: 120,
      aliases: ['Rain'],
    });
    expect(second).toMatchObject({ titleFa: 'باران', imdbVotes: 120, type: 'movie', aliases: ['Rain'] });
    expect(second.searchText).toContain('باران');
  });
});
